import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import vitestConfig from '../../vitest.config.ts';
import { startServerProcess, type ServerProcess } from '../server/test/server-process.ts';

/**
 * A project folder as an operator leaves it, following the README: the sources, the packages,
 * and a .env with their own settings, which would make every test's server fail to start, or
 * name another site, if it were read.
 */
function folderWithEnvFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-dotenv-'));
  for (const folder of ['src', 'node_modules']) {
    fs.symlinkSync(path.resolve(folder), path.join(dir, folder), 'dir');
  }
  const settings = [
    'NODE_ENV=production',
    'SITE_NAME=Acme Learning',
    'DATABASE_URL=postgres://nobody@127.0.0.1:1/none',
    'VITE_SENTINEL=from-dotenv',
  ];
  for (const file of ['.env', '.env.local', '.env.test']) {
    fs.writeFileSync(path.join(dir, file), `${settings.join('\n')}\n`);
  }
  return dir;
}

describe("an operator's .env in the project folder", () => {
  const home = process.cwd();
  let server: ServerProcess | undefined;
  afterEach(async () => {
    process.chdir(home);
    server?.child.kill('SIGKILL');
    await server?.exited;
    server = undefined;
  });

  it('reaches no test: Vite reads no env file for the test run', async () => {
    const root = folderWithEnvFile();
    // The test run's own configuration, as Vitest resolves it, in a folder holding the files.
    const { plugins: _, ...config } = vitestConfig;
    const resolved = await resolveConfig({ ...config, root, configFile: false }, 'serve', 'test');
    expect(resolved.env).not.toHaveProperty('VITE_SENTINEL');
  });

  it('configures no server a test starts: it runs with the environment the test gives it', async () => {
    process.chdir(folderWithEnvFile());
    // With .env's DATABASE_URL the server would not start: nothing answers there.
    server = await startServerProcess({});
    expect((await fetch(`${server.url}/api/health/`)).status).toBe(200);
    // A real server's start: on CI's two busy cores it can take longer than a test's 20 s.
  }, 60_000);
});
