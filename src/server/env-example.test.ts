import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config.ts';
import { freePort } from './test/server-process.ts';

const example = parseEnv(fs.readFileSync('.env.example', 'utf8'));
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
      mail: { from: 'no-reply@localhost', fromName: 'Mentora' },
    });
  });

  it('.env.example names every variable the server reads, and no other', () => {
    expect(Object.keys(example).sort()).toEqual([...CONFIG_VARIABLES].sort());
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
      // Listening on .env's PORT (nothing else named it), with the SQLite file where .env's
      // DATABASE_URL says, relative to the working directory.
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
