import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/server-process.ts';

/** Runs the real server until it exits; what it printed on stderr, and its exit code. */
function start(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', WEB_ROOT: '/nonexistent', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: run.status, lines: run.stderr.trim().split('\n') };
}

describe('a server that cannot start says why in one line', () => {
  const busy = net.createServer();
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    await new Promise<void>((resolve) => busy.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('when its port is taken', () => {
    const run = start({ PORT: String(port), DATABASE_URL: 'sqlite::memory:' });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      `Start-up failed: PORT: 127.0.0.1:${port} is already in use; stop what listens there or set another PORT`,
    ]);
  });

  it('when nothing answers at the database address', () => {
    const run = start({ PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/mentora' });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      'Start-up failed: DATABASE_URL: cannot use the PostgreSQL database: nothing answers at that address (ECONNREFUSED)',
    ]);
  });
});
