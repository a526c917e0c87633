// What a build was made from: one hash over the files `npm run build` reads (tests excepted).
// `npm start` compares it with the sources it finds, so that a `git pull` is never served stale.
// Run with --record as the build's last step to write it beside the build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const FINGERPRINT_FILE = 'dist/source-fingerprint.txt';

const INPUTS = [
  'src',
  'content',
  'public',
  'package-lock.json',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.server.json',
  'scripts/share-images.ts',
  'scripts/finish-build.mjs',
  'scripts/defer-hydration.mjs',
];

function* inputFiles(entry) {
  if (!fs.existsSync(entry)) return;
  if (!fs.statSync(entry).isDirectory()) {
    if (!/\.test\.tsx?$/.test(entry)) yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) yield* inputFiles(path.join(entry, name));
}

export function sourceFingerprint() {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap((input) => [...inputFiles(input)])) {
    hash.update(`${file}\0`).update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The fingerprint the last build recorded, or undefined. */
export function builtFingerprint() {
  return fs.existsSync(FINGERPRINT_FILE)
    ? fs.readFileSync(FINGERPRINT_FILE, 'utf8').trim()
    : undefined;
}

if (process.argv.includes('--record')) {
  fs.writeFileSync(FINGERPRINT_FILE, `${sourceFingerprint()}\n`);
}
