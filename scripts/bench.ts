// `npm run bench`: throughput and latency of the production build on loopback; writes
// docs/benchmarks.md. Each read is measured beside its floor: a bare Fastify answering the same
// bytes with the same headers from memory, in the same run. Runs on SQLite, and on PostgreSQL
// too when TEST_DATABASE_URL is set, followed then by the staff console at scale
// (scripts/bench-console.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { freePort } from '../src/server/test/server-process.ts';
import {
  peakRssMb,
  placement,
  startChild,
  startSite,
  stop,
  stopSite,
  waitFor,
} from './bench-support.ts';
import { runConsoleBench } from './bench-console.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Row {
  engine: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number | null;
  errors: number;
  /** The server's peak resident memory so far, in MB. */
  peakRss: number;
}

const visitor = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

function autocannonRun(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** A measurement after a second of the same load unmeasured, so that every line is warm. */
async function run(opts: autocannon.Options): Promise<Result> {
  await autocannonRun({ ...opts, duration: 1 });
  return autocannonRun(opts);
}

const enquiryBody = () =>
  JSON.stringify({
    name: 'Bench Mark',
    email: 'bench@example.com',
    phone: '9876543210',
    company: 'Loopback',
    subject: `Load ${crypto.randomUUID()}`,
    message: 'Measuring how fast an enquiry is stored.',
  });

/** A response as the site sent it: the floor server answers these bytes and headers. */
interface Floor {
  headers: Record<string, string>;
  body: string;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
]);

/** The site's answer to a GET, byte for byte as sent (not decompressed). */
function capture(url: string, headers: Record<string, string>): Promise<Floor> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            headers: Object.fromEntries(
              Object.entries(response.headers)
                .filter(([name]) => !HOP_BY_HOP.has(name))
                .map(([name, value]) => [name, String(value)]),
            ),
            body: Buffer.concat(chunks).toString('base64'),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The floor server for these reads, started on the site's cores; its URL per read. */
async function startFloors(reads: { url: string; headers: Record<string, string> }[]) {
  const floors = await Promise.all(reads.map((read) => capture(read.url, read.headers)));
  const file = path.join(os.tmpdir(), `bench-floors-${crypto.randomUUID()}.json`);
  fs.writeFileSync(file, JSON.stringify(floors));
  const port = await freePort();
  const server = startChild(['scripts/bench-baseline.mjs'], { PORT: String(port), FLOORS: file });
  const urls = reads.map((_, n) => `http://127.0.0.1:${port}/floor/${n}`);
  await waitFor(urls[0]!);
  return {
    urls,
    stop: async () => {
      await stop(server);
      fs.rmSync(file, { force: true });
    },
  };
}

async function benchEngine(
  engine: 'sqlite' | 'postgres',
  databaseUrl: string,
): Promise<{
  engine: string;
  rows: Row[];
  rssMb: number;
  loginRps: number;
  reviewsP99Alone: number;
  reviewsP99WithLogins: number;
}> {
  const started = await startSite(databaseUrl);
  const { server, smtp } = started;
  const site = started.url;

  // 1,000 reviews of one program, from 1,000 visitors.
  for (let i = 0; i < 1000; i += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        fetch(`${site}/api/program-reviews/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
          body: JSON.stringify({
            program: 'python',
            user_name: `Learner ${i + j}`,
            comment: 'Clear explanations and patient mentors; the projects were worth it.',
            rating: 1 + ((i + j) % 5),
          }),
        }),
      ),
    );
  }
  // Logins are throttled per account (20 in 15 minutes) and per account and address (10): the
  // login line spreads its tries over enough accounts and addresses to measure the hashing.
  const accounts = Array.from({ length: 40 }, (_, i) => ({
    username: `Bench User ${i}`,
    email: `bench.user.${i}@example.com`,
    phone: '9876543210',
    password: 'correct horse battery',
  }));
  for (const account of accounts) {
    await fetch(`${site}/api/signup/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
      body: JSON.stringify(account),
    });
  }

  const asset = fs
    .readdirSync('dist/web/client/assets')
    .find((f) => /^entry\.client-.*\.js$/.test(f))!;
  const br = { 'accept-encoding': 'br, gzip' };
  const reviewsUrl = `${site}/api/program-reviews/?program=python&page=3&page_size=4`;
  const reads = [
    { name: 'GET / (rendered page, kept)', url: `${site}/`, headers: br },
    { name: 'GET /python (rendered page, kept, rated)', url: `${site}/python`, headers: br },
    { name: 'GET hashed JS asset', url: `${site}/assets/${asset}`, headers: br },
    { name: 'GET /api/program-reviews/ (1,000 stored)', url: reviewsUrl, headers: {} },
  ];
  const floors = await startFloors(reads);
  const rows: Row[] = [];
  const record = (name: string, result: Result, floor?: Result) => {
    rows.push({
      engine,
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ratio: floor ? result.requests.average / floor.requests.average : null,
      errors: result.errors + result.non2xx,
      peakRss: peakRssMb(server.pid!),
    });
  };
  const floorOf: Result[] = [];
  let reviewsAlone: Result | undefined;
  for (const [n, read] of reads.entries()) {
    // The floor and the site one after the other, so that both see the same machine.
    floorOf[n] = await run({ url: floors.urls[n]!, headers: read.headers });
    const result = await run({ url: read.url, headers: read.headers });
    record(read.name, result, floorOf[n]);
    if (read.url === reviewsUrl) reviewsAlone = result;
  }

  const enquiry = (): autocannon.Options => ({
    url: `${site}/api/contact-enquiry-email/`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
          body: enquiryBody(),
        }),
      },
    ],
  });
  record('POST enquiry, SMTP up', await run(enquiry()));
  await smtp.stop();
  record('POST enquiry, SMTP down', await run(enquiry()));
  await smtp.start();

  let nextAccount = 0;
  const loginRun = run({
    url: `${site}/api/login/`,
    connections: 4,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const account = accounts[nextAccount++ % accounts.length]!;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
            body: JSON.stringify({ username: account.email, password: account.password }),
          };
        },
      },
    ],
  });
  const reviewsDuringLogins = await run({ url: reviewsUrl });
  const logins = await loginRun;
  record('POST /api/login/ (argon2id)', logins);
  record('GET reviews while logins run', reviewsDuringLogins, floorOf[3]);

  await floors.stop();
  const rssMb = peakRssMb(server.pid!);
  await stopSite(started);
  return {
    engine,
    rows,
    rssMb,
    loginRps: logins.requests.average,
    reviewsP99Alone: reviewsAlone!.latency.p99,
    reviewsP99WithLogins: reviewsDuringLogins.latency.p99,
  };
}

async function main() {
  if (!fs.existsSync('dist/node/server/main.js')) {
    throw new Error('Build first: npm run build');
  }
  const results = [
    await benchEngine(
      'sqlite',
      `sqlite:${path.join(os.tmpdir(), `bench-${crypto.randomUUID()}.db`)}`,
    ),
  ];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      results.push(await benchEngine('postgres', url.toString()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
  const lines = [
    '| engine | what | req/s | p50 ms | p99 ms | × its floor | errors | server peak RSS so far |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.flatMap((r) =>
      r.rows.map(
        (row) =>
          `| ${row.engine} | ${row.name} | ${fmt(row.rps)} | ${row.p50} | ${row.p99} | ${row.ratio === null ? '—' : row.ratio.toFixed(2)} | ${row.errors} | ${row.peakRss.toFixed(0)} MB |`,
      ),
    ),
  ];
  const checks = results.flatMap((r) => {
    const ratio = (prefix: string) => r.rows.find((row) => row.name.startsWith(prefix))!.ratio!;
    const target = (what: string, value: number, least: number) =>
      `- ${r.engine}: ${what} at ${value.toFixed(2)}× its floor (target ≥ ${least}): ${value >= least ? 'met' : 'MISSED'}`;
    const down = r.rows.find((row) => row.name === 'POST enquiry, SMTP down')!;
    return [
      target('home page', ratio('GET / '), 0.8),
      target('/python', ratio('GET /python'), 0.8),
      target('hashed asset', ratio('GET hashed JS asset'), 0.8),
      target('reviews API', ratio('GET /api/program-reviews/'), 0.4),
      `- ${r.engine}: enquiry p99 with SMTP down ${down.p99} ms (target < 50 ms): ${down.p99 < 50 ? 'met' : 'MISSED'}`,
      `- ${r.engine}: server peak RSS ${r.rssMb.toFixed(0)} MB (target < 200 MB): ${r.rssMb < 200 ? 'met' : 'MISSED'}`,
      `- ${r.engine}: logins ${fmt(r.loginRps)}/s, bounded by argon2id by design; reviews p99 ${r.reviewsP99Alone} ms alone, ${r.reviewsP99WithLogins} ms while logins run`,
    ];
  });
  const report = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: the production build on loopback, ${os.cpus().length} cores (${placement()}), Node ${process.version}, autocannon with ${CONNECTIONS} connections for ${DURATION_S} s per line (logins: 4 connections, at the same time as the reviews line after them). Each read's floor is a bare Fastify answering the very bytes and headers the site sent for it (compressed where the site compressed), from memory, on the same cores, measured just before it: × its floor is the share of that speed the site keeps. Writes have no floor.`,
    '',
    ...lines,
    '',
    '## Targets',
    '',
    ...checks,
    '',
  ].join('\n');
  // Written as the repository's formatter would, so that the format check stays green.
  const options = await resolveConfig('docs/benchmarks.md');
  fs.writeFileSync('docs/benchmarks.md', await format(report, { ...options, parser: 'markdown' }));
  console.log(lines.join('\n'));
  console.log(checks.join('\n'));
  // The staff console at scale: its own seeded database, its own section of the same file.
  if (pgUrl) await runConsoleBench(pgUrl);
}

await main();
