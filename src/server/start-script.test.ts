import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInputs, sourceFingerprint } from '../../scripts/source-fingerprint.mjs';

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
        build:
          'echo rebuilt >> builds.txt && echo "vite: 300 lines of build output" && node scripts/source-fingerprint.mjs --record',
      },
    }),
  );
  write('src/app.ts', 'export const greeting = "hello";\n');
  write('src/app.test.ts', 'test("greets", () => {});\n');
  write('dist/web/server/index.js', 'export {};');
  write('dist/node/server/main.js', 'console.log("serving");\n');
  write(
    'dist/node/domain/site-identity-env.js',
    'export const siteIdentityFromEnv = () => ({});\n',
  );
  write('dist/node/server/web/build-identity.js', 'export const identityMismatch = () => [];\n');
  // The brand mark differs when BRAND_DIR names one: the built server's rule, in miniature.
  write(
    'dist/node/server/web/brand-mark.js',
    'export const brandMismatch = (_, brandDir) => brandDir !== undefined;\n',
  );
  // The built server's settings rules, in miniature: SITE_NAME=bad is two bad settings.
  write(
    'dist/node/server/config.js',
    [
      'export class ConfigError extends Error {}',
      'export function loadConfig(env) {',
      "  if (env.SITE_NAME === 'bad') throw new ConfigError('SITE_NAME: bad\\nSUPPORT_EMAIL: bad');",
      '}',
    ].join('\n'),
  );
  // And what it prints for them, in miniature: each error, then each name .env holds.
  write(
    'dist/node/server/config-warnings.js',
    [
      'export const configErrorLines = (message, names) => [',
      "  ...message.split('\\n').map((line) => `Configuration error: ${line}`),",
      '  ...names.map((name) => `Configuration warning: .env: ${name}?`),',
      '];',
    ].join('\n'),
  );
  spawnSync(process.execPath, ['scripts/source-fingerprint.mjs', '--record'], { cwd: dir });
  return dir;
}

function npmStart(dir: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const builds = path.join(dir, 'builds.txt');
  return {
    stdout: run.stdout,
    stderr: run.stderr,
    status: run.status,
    builds: fs.existsSync(builds) ? fs.readFileSync(builds, 'utf8').trim().split('\n').length : 0,
  };
}

describe('npm start after the sources change (a git pull)', () => {
  it('serves the build as it is while the sources are the ones it was made from', () => {
    const dir = checkout();
    expect(npmStart(dir)).toMatchObject({ stdout: 'serving\n', builds: 0 });
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
    expect(npmStart(dir)).toMatchObject({ stdout: 'serving\n', builds: 1 });
  });

  it("keeps the build's own output short unless asked for it", () => {
    const dir = checkout();
    fs.writeFileSync(path.join(dir, 'src/app.ts'), 'export const greeting = "namaste";\n');
    const quiet = npmStart(dir);
    expect(quiet.stdout).not.toContain('build output');
    expect(quiet.stdout).toMatch(/^Built in \d+ s\.$/m);
    fs.writeFileSync(path.join(dir, 'src/app.ts'), 'export const greeting = "vanakkam";\n');
    const run = spawnSync(process.execPath, ['scripts/start.mjs', '--verbose'], {
      cwd: dir,
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    expect(run.stdout).toContain('vite: 300 lines of build output');
  });

  it('builds again first when BRAND_DIR names another logo than the build carries', () => {
    const dir = checkout();
    const rebuilt = npmStart(dir, { BRAND_DIR: '/etc/acme/brand' });
    expect(rebuilt.stdout).toContain('The site details changed: building the site first');
    expect(rebuilt.builds).toBe(1);
    expect(npmStart(dir, { BRAND_DIR: '' }).builds).toBe(1);
  });

  it('refuses bad settings before rebuilding, so a good build is never replaced', () => {
    const dir = checkout();
    fs.writeFileSync(path.join(dir, 'src/app.ts'), 'export const greeting = "namaste";\n');
    const refused = npmStart(dir, { SITE_NAME: 'bad' });
    expect(refused).toMatchObject({ status: 1, builds: 0, stdout: '' });
    expect(refused.stderr.trim().split('\n')).toEqual([
      'Configuration error: SITE_NAME: bad',
      'Configuration error: SUPPORT_EMAIL: bad',
    ]);
  });

  it('gives the built server the names in .env, to point out the misspelled ones beside the errors', () => {
    const dir = checkout();
    fs.writeFileSync(path.join(dir, '.env'), 'SITENAME=Acme Learning\n');
    const refused = npmStart(dir, { SITE_NAME: 'bad' });
    expect(refused).toMatchObject({ status: 1, builds: 0 });
    expect(refused.stderr.trim().split('\n')).toEqual([
      'Configuration error: SITE_NAME: bad',
      'Configuration error: SUPPORT_EMAIL: bad',
      'Configuration warning: .env: SITENAME?',
    ]);
  });
});

/**
 * A project in miniature for the fingerprint: a build config that imports a script, a source,
 * docs and a browser test; optionally a git checkout with an ignored folder and nothing committed.
 */
function project(withGit: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-fingerprint-'));
  const files: Record<string, string> = {
    'package.json': '{"type":"module"}\n',
    'package-lock.json': '{"lockfileVersion":3}\n',
    '.gitignore': 'node_modules/\ndist/\nlocal/\n',
    'vite.config.ts': "import { helper } from './scripts/build-helper.ts';\n",
    'scripts/build-helper.ts': 'export const helper = 1;\n',
    'src/app.ts': 'export const greeting = "hello";\n',
    'src/app.test.ts': 'test("greets", () => {});\n',
    'docs/deploy.md': '# Deploy\n',
    'e2e/home.spec.ts': 'test("home", () => {});\n',
    'README.md': '# Mentora\n',
    'node_modules/dep/index.js': 'module.exports = 1;\n',
    'dist/source-fingerprint.txt': 'abc\n',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  if (withGit) {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')),
    );
    for (const args of [
      ['init', '-q'],
      ['add', '-A'],
    ]) {
      const git = spawnSync('git', args, { cwd: dir, env, encoding: 'utf8' });
      if (git.status !== 0) throw new Error(`git ${args.join(' ')}: ${git.stderr}`);
    }
  }
  return dir;
}

const edits: [string, boolean, (dir: string) => void][] = [
  ['package.json changes', true, (dir) => fs.appendFileSync(`${dir}/package.json`, ' ')],
  ['the lockfile changes', true, (dir) => fs.appendFileSync(`${dir}/package-lock.json`, ' ')],
  [
    'a script the build imports changes',
    true,
    (dir) => fs.writeFileSync(`${dir}/scripts/build-helper.ts`, 'export const helper = 2;\n'),
  ],
  ['a new file appears under src/', true, (dir) => fs.writeFileSync(`${dir}/src/new.ts`, '')],
  ['a source is deleted', true, (dir) => fs.rmSync(`${dir}/src/app.ts`)],
  ['a doc changes', false, (dir) => fs.appendFileSync(`${dir}/docs/deploy.md`, 'More.\n')],
  ['a new doc appears', false, (dir) => fs.writeFileSync(`${dir}/docs/new.md`, '# New\n')],
  ['the README changes', false, (dir) => fs.appendFileSync(`${dir}/README.md`, 'More.\n')],
  [
    'a browser test changes',
    false,
    (dir) => fs.appendFileSync(`${dir}/e2e/home.spec.ts`, 'test("again", () => {});\n'),
  ],
  [
    'a unit test changes',
    false,
    (dir) => fs.appendFileSync(`${dir}/src/app.test.ts`, 'test("again", () => {});\n'),
  ],
  [
    'an installed package changes',
    false,
    (dir) => fs.writeFileSync(`${dir}/node_modules/dep/index.js`, 'module.exports = 2;\n'),
  ],
  ['the build itself changes', false, (dir) => fs.writeFileSync(`${dir}/dist/index.html`, '')],
];

describe.each([
  ['a git checkout', true],
  ['an unpacked tarball (no git)', false],
])('the build fingerprint of %s', (_, withGit) => {
  it.each(edits)('when %s: changed is %s', (_, changes, edit) => {
    const dir = project(withGit);
    const before = sourceFingerprint(dir);
    expect(sourceFingerprint(dir)).toBe(before);
    edit(dir);
    expect(sourceFingerprint(dir) !== before).toBe(changes);
  });

  it('covers the build config, scripts, sources and dependencies, and nothing else', () => {
    expect(buildInputs(project(withGit))).toEqual([
      '.gitignore',
      'package-lock.json',
      'package.json',
      'scripts/build-helper.ts',
      'src/app.ts',
      'vite.config.ts',
    ]);
  });
});

it('leaves out what git ignores', () => {
  const dir = project(true);
  const before = sourceFingerprint(dir);
  fs.mkdirSync(`${dir}/local`);
  fs.writeFileSync(`${dir}/local/notes.ts`, '');
  expect(sourceFingerprint(dir)).toBe(before);
});
