import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

let handle: DatabaseHandle | undefined;
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-db-'));
});
afterEach(async () => {
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('creates the SQLite file, its -wal and -shm, and their folder readable by the owner only', async () => {
  const filename = path.join(dir, 'data', 'app.db');
  handle = openDatabase({ engine: 'sqlite', filename });
  await migrateToLatest(handle.db);

  expect(modeOf(path.dirname(filename))).toBe(0o700);
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`])
    expect({ file: path.basename(file), mode: modeOf(file) }).toEqual({
      file: path.basename(file),
      mode: 0o600,
    });
});

it('takes read access away from others on a database file made before', async () => {
  const filename = path.join(dir, 'app.db');
  fs.writeFileSync(filename, '');
  fs.chmodSync(filename, 0o644);
  handle = openDatabase({ engine: 'sqlite', filename });
  await migrateToLatest(handle.db);
  expect(modeOf(filename)).toBe(0o600);
  expect(modeOf(`${filename}-wal`)).toBe(0o600);
});
