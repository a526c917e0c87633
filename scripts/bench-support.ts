// Helpers shared by `npm run bench` and `npm run soak`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/test/server-process.ts';
import { SmtpCapture } from '../src/server/test/smtp-capture.ts';
import { E2E_IDENTITY } from '../e2e/support/ports.ts';

/**
 * Where the servers run: BENCH_SERVER_CPUS (e.g. "1"), or, on a machine with two cores or more
 * and taskset, every core but the first, which this process (the load generator) then keeps to
 * itself. Apart, the figures are the server's own rather than a share of a contended core.
 * BENCH_SERVER_CPUS=all turns the split off.
 * Decided, and this process pinned, when a server first starts: never on import, or a script
 * that only borrows a helper (Lighthouse's) would put the browser it launches on one core.
 */
function placeServers(): string | undefined {
  const asked = process.env.BENCH_SERVER_CPUS;
  if (asked === 'all') return undefined;
  if (asked) return asked;
  const cores = os.availableParallelism();
  if (cores < 2) return undefined;
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)]);
  return pinned.status === 0 ? `1-${cores - 1}` : undefined;
}

let placed: { cpus: string | undefined } | undefined;
const serverCpus = () => (placed ??= { cpus: placeServers() }).cpus;

/** How the run was placed, for the report. */
export function placement(): string {
  const cpus = serverCpus();
  return cpus
    ? `servers on cores ${cpus}, the load generator on core 0`
    : 'servers and load generator sharing every core';
}

/**
 * The server's Node.js flags: those `npm start` runs it with (package.json; docs/deploy.md says
 * why), read from there so that the bench measures what production runs. BENCH_NODE_FLAGS
 * replaces them.
 */
const START_FLAGS = (
  JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(' ')
  .filter((arg) => arg.startsWith('--'));
const SERVER_FLAGS = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? START_FLAGS;

/** A Node.js server for the measurement; taskset execs Node, so the pid is the server's. */
export function startChild(command: string[], env: Record<string, string>): ChildProcess {
  const node = [process.execPath, ...SERVER_FLAGS, ...command];
  const cpus = serverCpus();
  const [file, ...args] = cpus ? ['taskset', '-c', cpus, ...node] : node;
  return spawn(file!, args, {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitFor(url: string) {
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Peak resident memory of a process so far, in MB (Linux). */
export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** Resident memory of a process now, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

export interface Site {
  /** The site's address, e.g. http://127.0.0.1:41234. */
  url: string;
  server: ChildProcess;
  /** The SMTP server the site mails to; stop it to measure with the mail server down. */
  smtp: SmtpCapture;
}

/**
 * The production build on a free loopback port, mailing to an SMTP server of its own, with a
 * throwaway DATA_DIR (and SQLite file, unless `databaseUrl` says otherwise). X-Forwarded-For is
 * believed, so that the load can come from many visitors.
 */
export async function startSite(
  databaseUrl?: string,
  /** More settings for the server, e.g. ADMIN_EMAIL for the attacks. */
  env: Record<string, string> = {},
): Promise<Site & { dataDir: string }> {
  const smtp = new SmtpCapture();
  await smtp.start();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-load-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startChild(['scripts/start.mjs'], {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SMTP_URL: smtp.url,
    PUBLIC_ORIGIN: url,
    ALLOW_INSECURE_ORIGIN: '1',
    MAIL_FROM: 'no-reply@mentora.test',
    ENQUIRY_INBOX: 'team@mentora.test',
    UPI_PAYEE_ID: 'mentora.bench@okicici',
    // A fixed key for the benchmark's site only: production needs one to start.
    CREDENTIAL_SIGNING_KEY:
      '{"kty":"OKP","crv":"Ed25519","d":"0XFXE-I56-HNagJ1xCYVUn_vvodyXvD8n8vYNJ_aPV4","x":"1Hk1AXof9gysslw0-p6r5vC7p6OltsX1TyrcfsyHpmc"}',
    TRUST_PROXY: 'loopback',
    ...env,
    ...E2E_IDENTITY,
    SELLER_STATE: '29',
  });
  await waitFor(`${url}/api/health/`);
  return { url, server, smtp, dataDir };
}

export async function stopSite(site: Awaited<ReturnType<typeof startSite>>): Promise<void> {
  await stop(site.server);
  await site.smtp.stop();
  fs.rmSync(site.dataDir, { recursive: true, force: true });
}
