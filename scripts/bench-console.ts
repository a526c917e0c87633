// `npm run bench:console` (and `npm run bench` with TEST_DATABASE_URL): the staff console
// against a seeded year on PostgreSQL (scripts/console-seed.ts). Each read's p50 and p95 with
// one client and with four, the exports' rows and bytes, a 500-line bank statement and the
// server's peak memory; written to docs/benchmarks.md as its section 'Staff console at scale'.
//
// BENCH_CONSOLE_SCALE=0.05 seeds a twentieth of the year; BENCH_CONSOLE_REQUESTS sets how many
// requests each client-count line makes (one client: that many; four: twice that many).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { addDays } from '../src/domain/india-time.ts';
import { seedConsole, type SeededConsole } from './console-seed.ts';
import { peakRssMb, placement, startSite, stopSite } from './bench-support.ts';

const SCALE = Number(process.env.BENCH_CONSOLE_SCALE ?? 1);
const REQUESTS = Number(process.env.BENCH_CONSOLE_REQUESTS ?? 40);
const STATEMENT_LINES = 500;
const HEADING = '## Staff console at scale';

/** What a line must reach: p95 in ms with one client and with four; or every row streamed. */
type Goal = { kind: 'latency'; one: number; four?: number } | { kind: 'every-row' };

const LIST_GOAL: Goal = { kind: 'latency', one: 50, four: 150 };
const MONTH_GOAL: Goal = { kind: 'latency', one: 300 };
const STATEMENT_GOAL: Goal = { kind: 'latency', one: 500 };

interface Measured {
  name: string;
  path: string;
  goal: Goal;
  /** HTTP statuses other than 2xx, with how often each came. */
  failures: Record<number, number>;
  one?: { p50: number; p95: number };
  four?: { p95: number };
  bytes?: number;
  /** The same body as sent to a browser that takes Brotli. */
  sent?: number;
  /** For the exports: data rows in the CSV (without header and totals) and the rows expected. */
  rows?: { found: number; expected: number };
  /** Seconds for one whole answer (the full-year export). */
  seconds?: number;
  /** What the answer said, e.g. how many of a statement's credits were matched. */
  note?: string;
}

/** The nearest-rank percentile of `values` (ms). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface StatementCredit {
  /** 12-digit UPI reference. */
  utr: string;
  amountPaise: number;
  /** YYYY-MM-DD, India's calendar. */
  day: string;
  payer: string;
}

/** '1,24,999.00': Indian digit grouping, as HDFC's export writes amounts. */
export function indianAmount(paise: number): string {
  const rupees = String(Math.floor(paise / 100));
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest ? `${rest},` : ''}${last3}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * An HDFC Bank statement export (the shape src/server/reconciliation/parse-statement.ts knows):
 * a title above the header, DD/MM/YY dates, UPI narrations carrying the UTR, a debit among the
 * credits and the summary lines at the end.
 */
export function hdfcStatementCsv(credits: StatementCredit[]): string {
  const date = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;
  const first = credits[0]?.day ?? '2026-11-01';
  const total = credits.reduce((sum, c) => sum + c.amountPaise, 0);
  return [
    '\uFEFFHDFC BANK Ltd.,,,,,,',
    'Statement of account,Account No :,50100012345678,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `${date(first)},NEFT-RENT,N305261234,${date(first)},"25,000.00",,"1,00,000.00"`,
    ...credits.map(
      (c) =>
        `${date(c.day)},UPI/${c.utr}/${c.payer}/payer@okicici/ICIC,0000${c.utr},${date(c.day)},,"${indianAmount(c.amountPaise)}","1,24,999.00"`,
    ),
    ',,,,,,',
    'STATEMENT SUMMARY :-,,,,,,',
    'Opening Balance,Dr Count,Cr Count,Debits,Credits,Closing Bal,',
    `"1,25,000.00",1,${credits.length},"25,000.00","${indianAmount(total)}","1,00,000.00",`,
  ].join('\r\n');
}

/**
 * The credits of a month's statement: one for every order whose payment a learner reported
 * (its UTR and total), up to `lines`, the rest payments nobody reported.
 */
async function statementCredits(databaseUrl: string, lines: number): Promise<StatementCredit[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ utr: string; total_paise: number; name: string }>(
      `select reported_utr as utr, total_paise, name from orders
       where status = 'payment_reported' and reported_utr is not null order by id limit $1`,
      [lines],
    );
    const today = new Date().toISOString().slice(0, 10);
    return Array.from({ length: lines }, (_, n) => {
      const reported = rows[n];
      return {
        utr: reported?.utr ?? String(700000000000 + n * 7919),
        amountPaise: reported?.total_paise ?? 499900,
        day: addDays(today, -(n % 7)),
        payer: reported ? reported.name.toUpperCase() : `PAYER ${n}`,
      };
    });
  } finally {
    await client.end();
  }
}

interface Load {
  latencies: number[];
  failures: Record<number, number>;
}

/** `amount` requests over `connections` clients; every answer's time and status. */
function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  amount: number,
  request: Pick<autocannon.Request, 'method' | 'body'> = {},
): Promise<Load> {
  const latencies: number[] = [];
  const failures: Record<number, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, amount, headers, timeout: 60, ...request },
      (err) => (err ? reject(err) : resolve({ latencies, failures })),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (status < 200 || status > 299) failures[status] = (failures[status] ?? 0) + 1;
    });
  });
}

/** The body as sent to a client that asks for no compression. */
const IDENTITY = { 'accept-encoding': 'identity' };
/** What a browser asks for: the timed requests ask the same, so compressing is in their time. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip' };

/** A body's bytes uncompressed, and as sent to a browser (Brotli or gzip where it is worth it). */
async function bodyBytes(url: string, headers: Record<string, string>) {
  const plain = await fetch(url, { headers: { ...headers, ...IDENTITY } });
  const sent = await new Promise<number>((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, ...BROWSER_ENCODINGS } }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () => resolve(bytes));
      answer.on('error', reject);
    });
    request.on('error', reject);
  });
  return { bytes: (await plain.arrayBuffer()).byteLength, sent };
}

/** Body bytes and data rows of a CSV export, read whole, with the time it took. */
async function readExport(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, ...IDENTITY } });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) return { status: response.status, seconds, bytes: 0, rows: 0 };
  const records = parse(text, { bom: true, relax_column_count: true }) as string[][];
  // The header, then the orders, then the totals row ('Total (N orders)').
  const rows = records.filter((r, n) => n > 0 && !/^Total \(/.test(r[0] ?? '')).length;
  return { status: response.status, seconds, bytes: Buffer.byteLength(text), rows };
}

const lastDayOf = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/** Seeds the year, measures the console against it, drops it; the measured lines. */
export async function benchConsole(adminUrl: string): Promise<{
  seeded: Omit<SeededConsole, 'drop'>;
  lines: Measured[];
  peakRss: number;
}> {
  const seeded = await seedConsole({
    adminUrl,
    scale: SCALE,
    log: (message) => console.log(message),
  });
  console.log(`seeded ${seeded.name} in ${seeded.seconds.toFixed(0)} s`, seeded.counts);
  try {
    // The owner's address, as production names it; the seeded owner holds the role already.
    const site = await startSite(seeded.databaseUrl, { ADMIN_EMAIL: 'owner@mentora.test' });
    try {
      const lines = await measure(site.url, seeded, site.server.pid!);
      return { seeded, lines, peakRss: peakRssMb(site.server.pid!) };
    } finally {
      await stopSite(site);
    }
  } finally {
    await seeded.drop();
  }
}

async function measure(site: string, seeded: SeededConsole, pid: number): Promise<Measured[]> {
  // Each line as it is measured, with the server's peak memory so far: which read raised it.
  const report = (line: Measured) =>
    console.log(`${describe(line)} (server peak so far ${peakRssMb(pid).toFixed(0)} MB)`);
  const headers = { cookie: `session=${seeded.ownerToken}`, ...BROWSER_ENCODINGS };
  const { samples, month } = seeded;
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  const monthRange = `from=${month}-01&to=${lastDayOf(month)}`;
  const reads: Array<{ name: string; path: string; goal: Goal }> = [
    { name: 'Orders, page 1', path: '/api/staff/orders/?page=1', goal: LIST_GOAL },
    { name: 'Orders, page 500', path: '/api/staff/orders/?page=500', goal: LIST_GOAL },
    {
      name: `Order search by name ('${samples.name}')`,
      path: `/api/staff/orders/?${q(samples.name)}`,
      goal: LIST_GOAL,
    },
    {
      name: "Order search, two letters ('Ra')",
      path: `/api/staff/orders/?${q('Ra')}`,
      goal: LIST_GOAL,
    },
    {
      name: 'Order search by UTR',
      path: `/api/staff/orders/?${q(samples.utr)}`,
      goal: LIST_GOAL,
    },
    {
      name: 'Order search by order number',
      path: `/api/staff/orders/?${q(samples.orderNumber)}`,
      goal: LIST_GOAL,
    },
    {
      name: 'Order search by phone',
      path: `/api/staff/orders/?${q(samples.phone)}`,
      goal: LIST_GOAL,
    },
    {
      name: 'One order’s detail',
      path: `/api/staff/orders/${samples.orderNumber}/`,
      goal: LIST_GOAL,
    },
    { name: 'Enquiries, page 1', path: '/api/staff/enquiries/?page=1', goal: LIST_GOAL },
    { name: 'Enquiries, page 500', path: '/api/staff/enquiries/?page=500', goal: LIST_GOAL },
    {
      name: 'Enquiry search by name',
      path: `/api/staff/enquiries/?${q(samples.enquiryName)}`,
      goal: LIST_GOAL,
    },
    // Too short for a trigram: the issue's 'de' (many matches) and 'Ra', and one matching none.
    {
      name: "Enquiry search, two letters ('de')",
      path: `/api/staff/enquiries/?${q('de')}`,
      goal: LIST_GOAL,
    },
    {
      name: "Enquiry search, two letters matching none ('zq')",
      path: `/api/staff/enquiries/?${q('zq')}`,
      goal: LIST_GOAL,
    },
    { name: 'Learners, page 1', path: '/api/staff/learners/?page=1', goal: LIST_GOAL },
    { name: 'Learners, page 500', path: '/api/staff/learners/?page=500', goal: LIST_GOAL },
    {
      name: 'One learner’s page',
      path: `/api/staff/learners/${samples.learnerId}/`,
      goal: LIST_GOAL,
    },
    { name: 'Dashboard', path: '/api/staff/dashboard/', goal: LIST_GOAL },
    { name: 'Audit log, page 1', path: '/api/staff/audit/?page=1', goal: LIST_GOAL },
    { name: `Reports for ${month}`, path: `/api/staff/reports/?month=${month}`, goal: MONTH_GOAL },
    {
      name: `Orders export, ${month} (CSV)`,
      path: `/api/staff/orders/export.csv?${monthRange}`,
      goal: MONTH_GOAL,
    },
  ];

  const lines: Measured[] = [];
  for (const read of reads) {
    const url = `${site}${read.path}`;
    await load(url, headers, 1, 3); // warm: the first answers compile queries and fill caches
    const one = await load(url, headers, 1, REQUESTS);
    const four = await load(url, headers, 4, REQUESTS * 2);
    const line: Measured = {
      ...read,
      failures: mergeFailures(one.failures, four.failures),
      one: { p50: percentile(one.latencies, 50), p95: percentile(one.latencies, 95) },
      four: { p95: percentile(four.latencies, 95) },
      ...(await bodyBytes(url, headers)),
    };
    if (read.path.includes('export.csv')) {
      const whole = await readExport(url, headers);
      line.rows = { found: whole.rows, expected: await ordersBetween(seeded, month) };
    }
    lines.push(line);
    report(line);
  }

  const c = seeded.counts;
  const wholeYear = [
    { name: 'Orders', path: '/api/staff/orders/export.csv', expected: c.orders! },
    {
      name: 'Enquiries',
      path: '/api/staff/enquiries/export.csv',
      expected: c.contact_enquiries! + c.program_enquiries! + c.freelancing_enquiries!,
    },
  ];
  for (const { name, path, expected } of wholeYear) {
    const year = await readExport(`${site}${path}`, headers);
    const yearLine: Measured = {
      name: `${name} export, the whole year (CSV)`,
      path,
      goal: { kind: 'every-row' },
      failures: year.status === 200 ? {} : { [year.status]: 1 },
      bytes: year.bytes,
      rows: { found: year.rows, expected },
      seconds: year.seconds,
    };
    lines.push(yearLine);
    report(yearLine);
  }

  const credits = await statementCredits(seeded.databaseUrl, STATEMENT_LINES);
  const body = JSON.stringify({ file_name: 'hdfc-bench.csv', csv: hdfcStatementCsv(credits) });
  const post = { method: 'POST' as const, body };
  const jsonHeaders = { ...headers, 'content-type': 'application/json', origin: site };
  const statementUrl = `${site}/api/staff/payments/statement/`;
  // The first read stores the lines; later reads of the same file find them read already.
  const firstStarted = performance.now();
  const first = await fetch(statementUrl, { ...post, headers: { ...jsonHeaders, ...IDENTITY } });
  const firstText = await first.text();
  const firstMs = performance.now() - firstStarted;
  const answer = first.ok
    ? (JSON.parse(firstText) as { credits: Array<{ proposal: { kind: string } }> })
    : { credits: [] };
  const matched = answer.credits.filter((c) => c.proposal.kind === 'match').length;
  const oneStatement = await load(statementUrl, jsonHeaders, 1, 5, post);
  const fourStatements = await load(statementUrl, jsonHeaders, 4, 8, post);
  const statementLine: Measured = {
    name: `Bank statement, ${STATEMENT_LINES} lines (POST)`,
    path: '/api/staff/payments/statement/',
    goal: STATEMENT_GOAL,
    failures: mergeFailures(
      first.ok ? {} : { [first.status]: 1 },
      oneStatement.failures,
      fourStatements.failures,
    ),
    one: {
      p50: percentile(oneStatement.latencies, 50),
      p95: percentile(oneStatement.latencies, 95),
    },
    four: { p95: percentile(fourStatements.latencies, 95) },
    bytes: Buffer.byteLength(firstText),
    note: `first read ${ms(firstMs)} ms: ${answer.credits.length} credits read, ${matched} matched to orders`,
  };
  lines.push(statementLine);
  report(statementLine);
  return lines;
}

function mergeFailures(...all: Array<Record<number, number>>): Record<number, number> {
  const merged: Record<number, number> = {};
  for (const failures of all) {
    for (const [status, count] of Object.entries(failures)) {
      merged[Number(status)] = (merged[Number(status)] ?? 0) + count;
    }
  }
  return merged;
}

/** Orders placed in the month (IST), as the month's export should list them. */
async function ordersBetween(seeded: SeededConsole, month: string): Promise<number> {
  const client = new pg.Client({ connectionString: seeded.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from orders
       where created_at >= $1 and created_at < $2`,
      [
        new Date(`${month}-01T00:00:00+05:30`).toISOString(),
        new Date(`${addDays(lastDayOf(month), 1)}T00:00:00+05:30`).toISOString(),
      ],
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** 'met', 'not met', or what kept the line from being measured. */
function verdict(line: Measured): string {
  const statuses = Object.keys(line.failures);
  if (statuses.length > 0) {
    const answered = statuses.map((s) => `${s} ×${line.failures[Number(s)]}`).join(', ');
    return `not met: answered ${answered}`;
  }
  const { goal } = line;
  if (goal.kind === 'every-row') {
    const { found, expected } = line.rows!;
    return found === expected
      ? 'met'
      : `not met: ${(expected - found).toLocaleString('en-US')} rows missing`;
  }
  const oneMet = line.one!.p95 < goal.one;
  const fourMet = goal.four === undefined || line.four!.p95 < goal.four;
  const rowsMet = !line.rows || line.rows.found === line.rows.expected;
  return oneMet && fourMet && rowsMet ? 'met' : 'not met';
}

function goalText(goal: Goal): string {
  if (goal.kind === 'every-row') return 'every row';
  return goal.four === undefined
    ? `p95 < ${goal.one} ms`
    : `p95 < ${goal.one} ms (1), < ${goal.four} ms (4)`;
}

const ms = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(2)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${bytes} B`;

function describe(line: Measured): string {
  const timing = line.one
    ? `p50 ${ms(line.one.p50)} ms, p95 ${ms(line.one.p95)} ms; 4 clients p95 ${ms(line.four!.p95)} ms`
    : `${line.seconds!.toFixed(2)} s`;
  const rows = line.rows
    ? `, ${line.rows.found.toLocaleString('en-US')} of ${line.rows.expected.toLocaleString('en-US')} rows`
    : '';
  const note = line.note ? ` (${line.note})` : '';
  return `${line.name}: ${timing}, ${size(line.bytes ?? 0)}${rows}${note}: ${verdict(line)}`;
}

function tableRow(line: Measured): string {
  const one = line.one
    ? `${ms(line.one.p50)} / ${ms(line.one.p95)}`
    : `${ms(line.seconds! * 1000)} (one answer)`;
  const four = line.four ? ms(line.four.p95) : '—';
  const rows = line.rows
    ? `; ${line.rows.found.toLocaleString('en-US')} of ${line.rows.expected.toLocaleString('en-US')} rows`
    : '';
  const note = line.note ? `; ${line.note}` : '';
  const sent = line.sent === undefined ? '' : ` (${size(line.sent)} sent)`;
  return `| ${line.name} | ${one} | ${four} | ${size(line.bytes ?? 0)}${sent}${rows}${note} | ${goalText(line.goal)} | ${verdict(line)} |`;
}

/** The section, Markdown. */
function section(result: Awaited<ReturnType<typeof benchConsole>>): string {
  const { seeded, lines, peakRss } = result;
  const c = seeded.counts;
  const n = (key: string) => (c[key] ?? 0).toLocaleString('en-US');
  const enquiries =
    (c.contact_enquiries ?? 0) + (c.program_enquiries ?? 0) + (c.freelancing_enquiries ?? 0);
  const memoryRow = `| Server peak RSS, the whole run | ${peakRss.toFixed(0)} MB | — | — | < 200 MB | ${peakRss < 200 ? 'met' : 'not met'} |`;
  return [
    HEADING,
    '',
    `Measured by \`npm run bench:console\` on ${new Date().toISOString().slice(0, 10)}: the production build on PostgreSQL, ${os.cpus().length} cores (${placement()}), Node ${process.version}, seeded by scripts/console-seed.ts${SCALE === 1 ? '' : ` at scale ${SCALE}`} in ${seeded.seconds.toFixed(0)} s with a year: ${n('users')} accounts (learners, an owner, staff), ${n('orders')} orders (${n('order_items')} items), ${n('invoices')} invoices and credit notes, ${enquiries.toLocaleString('en-US')} enquiries and ${n('audit_log')} audit rows. Signed in as the owner. Each read: 3 requests unmeasured, then ${REQUESTS} one after another (1 client) and ${REQUESTS * 2} over 4 concurrent clients (autocannon); p50 and p95 from every answer's time, asked for as a browser asks (Brotli or gzip), so compressing is part of it. Bytes: one answer's body uncompressed, and as sent compressed. The whole year's exports of orders and of enquiries are read once each; their rows are counted against those stored. The statement is an HDFC export of ${STATEMENT_LINES} credits, one per order awaiting verification and the rest unknown: read once alone (its first read stores the lines), then posted 5 times by 1 client and 8 times by 4, finding its lines read already.`,
    '',
    '| request | p50 / p95 ms, 1 client | p95 ms, 4 clients | bytes | goal | against the goal |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    ...lines.map(tableRow),
    memoryRow,
    '',
  ].join('\n');
}

/** docs/benchmarks.md with this section in place of the one before, the rest kept. */
export async function writeSection(markdown: string): Promise<void> {
  const file = 'docs/benchmarks.md';
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = before.indexOf(HEADING);
  let next = -1;
  if (start >= 0) {
    const after = before.slice(start + HEADING.length).search(/^## /m);
    next = after < 0 ? -1 : start + HEADING.length + after;
  }
  const kept =
    start < 0
      ? `${before.trimEnd()}\n\n${markdown}`
      : `${before.slice(0, start)}${markdown}\n${next < 0 ? '' : before.slice(next)}`;
  const options = await resolveConfig(file);
  fs.writeFileSync(file, await format(kept, { ...options, parser: 'markdown' }));
}

/** Seeds, measures, writes the section and prints it. */
export async function runConsoleBench(adminUrl: string): Promise<void> {
  const result = await benchConsole(adminUrl);
  const markdown = section(result);
  await writeSection(markdown);
  console.log(markdown);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync('dist/node/server/main.js')) throw new Error('Build first: npm run build');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error('Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  }
  await runConsoleBench(adminUrl);
}
