import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the server printed, in order. */
  lines: string[];
  /** Resolves once the process has exited. */
  exited: Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * How a test runs the real server, `node --import tsx src/server/main.ts`: from a new, empty
 * folder, because the server reads a .env in its working directory, and an operator's .env in
 * the project folder must not configure the servers the tests start. Relative paths (DATA_DIR's
 * default ./data) land in that folder, not in the project's.
 */
export function serverCommand(): { args: string[]; cwd: string } {
  // tsx and the server by their whole paths, found from this file: the folder has neither.
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  return {
    args: ['--import', import.meta.resolve('tsx'), main],
    cwd: fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-server-')),
  };
}

/**
 * Runs the real server until it exits; what it printed on stderr, a line each, and its exit
 * code. It runs in `cwd` when given (a folder with a .env of the test's), else in an empty
 * folder: never with the project folder's .env.
 */
export function runServerToExit(env: Record<string, string>, cwd?: string) {
  const command = serverCommand();
  const run = spawnSync(process.execPath, command.args, {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', WEB_ROOT: '/nonexistent', ...env },
    encoding: 'utf8',
    timeout: 20_000,
    cwd: cwd ?? command.cwd,
  });
  return { status: run.status, lines: run.stderr.trim().split('\n') };
}

/** The real server, `src/server/main.ts` run by Node as in production, on a port of its own. */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const { args, cwd } = serverCommand();
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      WEB_ROOT: '/nonexistent',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      lines.push(...parts);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${lines.join('\n')}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, lines, exited };
}
