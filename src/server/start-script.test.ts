import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A checkout in miniature: `npm start`'s own script, a source file, and a "build" whose server
 * only says it is serving and whose build step leaves a mark, so that a rebuild is observable.
 */
function checkout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-start-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  for (const script of ['scripts/start.mjs', 'scripts/source-fingerprint.mjs']) {
    write(script, fs.readFileSync(script, 'utf8'));
  }
  write(
    'package.json',
    JSON.stringify({
      type: 'module',
      scripts: {
        build: 'echo rebuilt >> builds.txt && node scripts/source-fingerprint.mjs --record',
      },
    }),
  );
  write('src/app.ts', 'export const greeting = "hello";\n');
  write('src/app.test.ts', 'test("greets", () => {});\n');
  write('dist/web/client/index.html', '<!DOCTYPE html>');
  write('dist/node/server/main.js', 'console.log("serving");\n');
  write(
    'dist/node/domain/site-identity-env.js',
    'export const siteIdentityFromEnv = () => ({});\n',
  );
  write('dist/node/server/web/build-identity.js', 'export const identityMismatch = () => [];\n');
  spawnSync(process.execPath, ['scripts/source-fingerprint.mjs', '--record'], { cwd: dir });
  return dir;
}

function npmStart(dir: string) {
  const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: { PATH: process.env.PATH },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const builds = path.join(dir, 'builds.txt');
  return {
    stdout: run.stdout,
    builds: fs.existsSync(builds) ? fs.readFileSync(builds, 'utf8').trim().split('\n').length : 0,
  };
}

describe('npm start after the sources change (a git pull)', () => {
  it('serves the build as it is while the sources are the ones it was made from', () => {
    const dir = checkout();
    expect(npmStart(dir)).toEqual({ stdout: 'serving\n', builds: 0 });
    // A test is not part of what is served.
    fs.appendFileSync(path.join(dir, 'src/app.test.ts'), 'test("again", () => {});\n');
    expect(npmStart(dir).builds).toBe(0);
  });

  it('builds again first when a source changed, and only once', () => {
    const dir = checkout();
    fs.writeFileSync(path.join(dir, 'src/app.ts'), 'export const greeting = "namaste";\n');
    const first = npmStart(dir);
    expect(first.stdout).toContain(
      'The sources changed since the last build: building the site first',
    );
    expect(first.stdout.trim().endsWith('serving')).toBe(true);
    expect(first.builds).toBe(1);
    expect(npmStart(dir)).toEqual({ stdout: 'serving\n', builds: 1 });
  });
});
