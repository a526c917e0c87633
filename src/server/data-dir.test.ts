import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-data-dir-'));

describe('DATA_DIR, checked on disk at start-up', () => {
  it('takes a folder not made yet under one the server may write in, and makes nothing', () => {
    const dir = path.join(folder(), 'site', 'data');
    expect(loadConfig({ DATA_DIR: dir }, { checkDataDir: true }).dataDir).toBe(dir);
    expect(fs.existsSync(path.dirname(dir))).toBe(false);
  });

  it('names a file in the way, with the other mistakes of the start', () => {
    const file = path.join(folder(), 'notes.txt');
    fs.writeFileSync(file, 'a file');
    const attempt = (dataDir: string) => () =>
      loadConfig({ DATA_DIR: dataDir, PORT: 'abc' }, { checkDataDir: true });
    expect(attempt(path.join(file, 'data'))).toThrow(
      new ConfigError(
        [
          'PORT: must be a port number from 0 to 65535',
          `DATA_DIR: cannot make the folder ${path.join(file, 'data')}: ${file} is a file`,
        ].join('\n'),
      ),
    );
    expect(attempt(file)).toThrow(`DATA_DIR: ${file} is a file, not a folder`);
  });

  it('is not looked at when only the settings are read (tests, npm start before a build)', () => {
    expect(loadConfig({ DATA_DIR: '/dev/null/data' }).dataDir).toBe('/dev/null/data');
  });
});
