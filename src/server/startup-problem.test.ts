import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runServerToExit, startServerProcess } from './test/server-process.ts';
import { writeFakeServerBuild } from './test/fake-server-build.ts';

/** A folder of its own for one test, holding a plain file named `file`. */
function folderWithFile(file = 'not-a-folder') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-start-'));
  fs.writeFileSync(path.join(dir, file), 'a file');
  return { dir, file: path.join(dir, file) };
}

/** Everything production asks for, with a built site that is only its server half. */
function productionEnv() {
  const { dir } = folderWithFile();
  const webRoot = path.join(dir, 'client');
  fs.mkdirSync(webRoot);
  writeFakeServerBuild(webRoot);
  return {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:1',
    MAIL_FROM: 'no-reply@learn.example.in',
    ENQUIRY_INBOX: 'team@learn.example.in',
    UPI_PAYEE_ID: 'learn@okicici',
    PUBLIC_ORIGIN: 'https://learn.example.in',
    SELLER_LEGAL_NAME: 'Learn Private Limited',
    SELLER_ADDRESS: '12 Museum Road, Bengaluru 560025',
    SELLER_STATE: '29',
    SUPPORT_EMAIL: 'help@learn.example.in',
    ADMIN_EMAIL: 'owner@learn.example.in',
    CREDENTIAL_SIGNING_KEY:
      '{"kty":"OKP","crv":"Ed25519","d":"0XFXE-I56-HNagJ1xCYVUn_vvodyXvD8n8vYNJ_aPV4","x":"1Hk1AXof9gysslw0-p6r5vC7p6OltsX1TyrcfsyHpmc"}',
    DATABASE_URL: 'sqlite::memory:',
    WEB_ROOT: webRoot,
  };
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
    const run = runServerToExit({ PORT: String(port), DATABASE_URL: 'sqlite::memory:' });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      `Start-up failed: PORT: 127.0.0.1:${port} is already in use; stop what listens there or set another PORT`,
    ]);
  });

  it('when nothing answers at the database address', () => {
    const run = runServerToExit({
      PORT: '0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/mentora',
    });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      'Start-up failed: DATABASE_URL: cannot use the PostgreSQL database: nothing answers at that address (ECONNREFUSED)',
    ]);
  });

  it('when DATA_DIR is under a file', () => {
    const { file } = folderWithFile();
    const run = runServerToExit({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      `Configuration error: DATA_DIR: cannot make the folder ${path.join(file, 'data')}: ${file} is a file`,
    ]);
  });

  it('when DATA_DIR is a file, even with the database elsewhere (nothing else would use it yet)', () => {
    const { file } = folderWithFile();
    const run = runServerToExit({
      PORT: String(port),
      DATA_DIR: file,
      DATABASE_URL: 'sqlite::memory:',
    });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([`Configuration error: DATA_DIR: ${file} is a file, not a folder`]);
  });

  it('naming a mistyped TRUST_PROXY with the other mistakes, without a stack trace', () => {
    const run = runServerToExit({ PORT: 'abc', TRUST_PROXY: 'loopbak' });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      'Configuration error: PORT: must be a port number from 0 to 65535',
      'Configuration error: TRUST_PROXY: loopbak is not an address (10.0.0.5), a range (10.0.0.0/8) or one of loopback, linklocal or uniquelocal; several are separated by commas',
    ]);
  });

  it('when the SQLite file would be under a file', () => {
    const { file } = folderWithFile();
    const run = runServerToExit({ PORT: '0', DATABASE_URL: `sqlite:${file}/app.db` });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      `Start-up failed: DATABASE_URL: cannot make the folder ${file}: a file is in the way (EEXIST)`,
    ]);
  });

  it('when PORT is not a number', () => {
    const run = runServerToExit({ PORT: 'abc' });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual(['Configuration error: PORT: must be a port number from 0 to 65535']);
  });

  it('naming every bad production setting in one start, a line each', () => {
    const run = runServerToExit({ NODE_ENV: 'production', TRUST_PROXY: 'yes', PORT: String(port) });
    expect(run.status).toBe(1);
    expect(run.lines.every((line) => line.startsWith('Configuration error: '))).toBe(true);
    expect(run.lines.map((line) => /^Configuration error: (\w+):/.exec(line)?.[1])).toEqual([
      'SMTP_URL',
      'SELLER_LEGAL_NAME',
      'SELLER_ADDRESS',
      'SUPPORT_EMAIL',
      'SELLER_STATE',
      'UPI_PAYEE_ID',
      'MAIL_FROM',
      'ENQUIRY_INBOX',
      'PUBLIC_ORIGIN',
      'CREDENTIAL_SIGNING_KEY',
    ]);
  });

  it('when production has no built site at WEB_ROOT', () => {
    const run = runServerToExit({ ...productionEnv(), WEB_ROOT: '/nonexistent/client' });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      'Configuration error: WEB_ROOT: /nonexistent/client holds no built site; run `npm run build`, or set WEB_ROOT to where it is',
    ]);
  });

  it('warning, without stopping, of a production site with no ADMIN_EMAIL and of a misspelled .env name', () => {
    const { dir } = folderWithFile();
    fs.writeFileSync(path.join(dir, '.env'), 'SMPT_URL=smtp://mail:587\nMY_OWN_THING=1\n');
    const { ADMIN_EMAIL: _, ...env } = productionEnv();
    const run = runServerToExit({ ...env, TRUST_PROXY: 'true', PORT: String(port) }, dir);
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      "Configuration warning: ADMIN_EMAIL: unset, so no account can become the owner; set the owner's address to open the staff console",
      'Configuration warning: .env: SMPT_URL is not a setting this site reads; did you mean SMTP_URL?',
      `Start-up failed: PORT: 127.0.0.1:${port} is already in use; stop what listens there or set another PORT`,
    ]);
  });
});

describe('a misspelled name in .env', () => {
  it('is pointed out beside the configuration errors it explains', () => {
    const { dir } = folderWithFile();
    fs.writeFileSync(path.join(dir, '.env'), 'SMPT_URL=smtp://mail:587\n');
    const { SMTP_URL: _, ...env } = productionEnv();
    const run = runServerToExit(env, dir);
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      'Configuration error: SMTP_URL: required when NODE_ENV=production (the dev mailbox is for development)',
      'Configuration warning: .env: SMPT_URL is not a setting this site reads; did you mean SMTP_URL?',
    ]);
  });
});

describe('a server that starts', () => {
  it('says in one plain line where to open it, and names its database and migrations', async () => {
    const listen = await freePort();
    const server = await startServerProcess({ DATABASE_URL: 'sqlite::memory:' }, listen);
    try {
      expect(server.lines).toContain(`Open http://localhost:${listen}`);
      const migrated = server.lines
        .filter((line) => line.startsWith('{'))
        .map(
          (line) => JSON.parse(line) as { msg: string; database?: string; migrations?: string[] },
        )
        .find((entry) => entry.msg.startsWith('applied '));
      expect(migrated).toMatchObject({ database: 'SQLite in memory' });
      expect(migrated!.migrations!.length).toBeGreaterThan(5);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
