// What a build was made from: one hash over every file of the checkout that `npm run build` may
// read. `npm start` compares it with the files it finds, so that a `git pull`, a new file or a
// changed dependency is never served from a stale build (docs/deploy.md).
// Run with --record as the build's last step to write it beside the build; --list prints the
// files it covers.
//
// The files are derived from the tree, not listed by hand: what git lists (tracked files and new
// ones it does not ignore) or, without git (an unpacked tarball), every file but the installed,
// built and generated ones. Only what the build never reads is left out: tests and their
// support, documentation, CI and the test, lint and format tools' settings.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const FINGERPRINT_FILE = 'dist/source-fingerprint.txt';

/** Inputs whatever git says: the dependencies the build runs with. */
const ALWAYS = ['package.json', 'package-lock.json'];

/** Paths (relative, with /) that the build never reads. */
const NOT_BUILT = [
  /^(?:e2e|docs|deploy|\.ci)\//,
  /^src\/(?:.+\/)?test\//,
  /\.test\.tsx?$/,
  /\.md$/,
  /^(?:playwright\.config\.ts|vitest\.config\.ts|eslint\.config\.js)$/,
  /^(?:\.prettierrc\.json|\.prettierignore|\.editorconfig|\.env\.example)$/,
];

/** Without git: what is installed, built, generated or local, as .gitignore says. */
const NOT_SOURCE_DIRS = new Set(['node_modules', '.git']);
const NOT_SOURCE_TOP = new Set([
  'dist',
  'data',
  'test-results',
  'playwright-report',
  '.react-router',
]);
const NOT_SOURCE_FILES = [
  /(?:^|\/)\.env$/,
  /\.log$/,
  /^src\/domain\/catalogue\/program-index\.generated\.ts$/,
];

const isBuildInput = (file) => !NOT_BUILT.some((pattern) => pattern.test(file));

/** Tracked files and untracked ones git does not ignore; undefined without a usable git. */
function gitFiles(root) {
  // A git hook's GIT_DIR or GIT_INDEX_FILE would point at another repository's files.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')),
  );
  const run = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) return undefined;
  const files = run.stdout.split('\0').filter(Boolean);
  // Not this project's repository (say, a tarball unpacked inside another one's ignored folder).
  return files.includes('package.json') ? files : undefined;
}

function walkedFiles(root, dir = '') {
  const files = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (NOT_SOURCE_DIRS.has(entry.name) || (!dir && NOT_SOURCE_TOP.has(entry.name))) continue;
      files.push(...walkedFiles(root, file));
    } else if (!NOT_SOURCE_FILES.some((pattern) => pattern.test(file))) {
      files.push(file);
    }
  }
  return files;
}

/** The files a build is made from, relative to `root`, sorted. */
export function buildInputs(root = '.') {
  const listed = (gitFiles(root) ?? walkedFiles(root)).filter(isBuildInput);
  return [...new Set([...ALWAYS, ...listed])].sort();
}

export function sourceFingerprint(root = '.') {
  const hash = crypto.createHash('sha256');
  for (const file of buildInputs(root)) {
    let content;
    try {
      content = fs.readFileSync(path.join(root, file));
    } catch (error) {
      // Deleted but not yet staged (git still lists it), or a folder (a submodule).
      if (error.code === 'ENOENT' || error.code === 'EISDIR') continue;
      throw error;
    }
    hash.update(`${file}\0`).update(content).update('\0');
  }
  return hash.digest('hex');
}

/** The fingerprint the last build recorded, or undefined. */
export function builtFingerprint(root = '.') {
  const file = path.join(root, FINGERPRINT_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  if (process.argv.includes('--record')) {
    fs.writeFileSync(FINGERPRINT_FILE, `${sourceFingerprint()}\n`);
  }
  if (process.argv.includes('--list')) console.log(buildInputs().join('\n'));
}
