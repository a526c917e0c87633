import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config.ts';
import { freePort } from './test/server-process.ts';

const exampleText = fs.readFileSync('.env.example', 'utf8');
const example = parseEnv(exampleText);
/**
 * The variables .env.example shows only commented out (`# NAME=example`): setting them would pin
 * what follows another setting. TEST_ ones are the test suite's, not the server's.
 */
const commentedOut = [...exampleText.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)]
  .map((match) => match[1]!)
  .filter((name) => !name.startsWith('TEST_'));
const readme = fs.readFileSync('README.md', 'utf8');
const configSection = readme.slice(
  readme.indexOf('## Configuration'),
  readme.indexOf('## The staff'),
);

describe('.env.example and the README', () => {
  it('.env.example is a valid configuration as written', () => {
    const config = loadConfig(example);
    expect(config).toMatchObject({
      port: 3000,
      publicOrigin: 'http://localhost:3000',
      database: { engine: 'sqlite', filename: path.join('data', 'app.db') },
      // Mail goes out under SITE_NAME, whatever it is.
      mail: { from: 'no-reply@localhost', fromName: undefined },
    });
  });

  it('.env.example names every variable the server reads, and no other', () => {
    expect([...Object.keys(example), ...commentedOut].sort()).toEqual([...CONFIG_VARIABLES].sort());
    expect(commentedOut.filter((name) => Object.hasOwn(example, name))).toEqual([]);
  });

  it('.env.example keeps the SQLite file in DATA_DIR, wherever DATA_DIR is moved', () => {
    expect(commentedOut).toContain('DATABASE_URL');
    const config = loadConfig({ ...example, DATA_DIR: '/srv/acme' });
    expect(config.database).toEqual({ engine: 'sqlite', filename: '/srv/acme/app.db' });
  });

  it('.env.example names no business: SITE_NAME is the only name mail and pages show', () => {
    const named = Object.entries(example).filter(
      ([name, value]) => name !== 'SITE_NAME' && value?.includes(example.SITE_NAME!),
    );
    expect(named).toEqual([]);
  });

  it.each(CONFIG_VARIABLES.map((name) => [name]))('the README documents %s', (name) => {
    expect(configSection).toContain(`\`${name}\``);
  });
});

describe('a newcomer who copies .env.example to .env', () => {
  it('starts the server with it, and the settings in .env are used', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-env-'));
    const port = await freePort();
    fs.writeFileSync(
      path.join(dir, '.env'),
      `${fs.readFileSync('.env.example', 'utf8')}\nPORT=${port}\nSUPPORT_PHONE=+91 80 4567 1234\n`,
    );
    const child = spawn(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), path.resolve('src/server/main.ts')],
      // Only PATH: everything else comes from the .env file in the working directory.
      { cwd: dir, env: { PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      // Listening on .env's PORT (nothing else named it), with the SQLite file in .env's
      // DATA_DIR, relative to the working directory.
      await expect
        .poll(
          async () =>
            (await fetch(`http://127.0.0.1:${port}/api/health/`).catch(() => undefined))?.status,
          { timeout: 20_000, interval: 100 },
        )
        .toBe(200);
      expect(fs.existsSync(path.join(dir, 'data', 'app.db'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }, 30_000);
});
