import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { describe, expect, it } from 'vitest';

const allowedCpus = (status: string) => /Cpus_allowed_list:\s*(\S+)/.exec(status)?.[1];
const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

/** The cores a fresh Node process may use after importing `module`. */
function coresAfterImporting(module: string): string | undefined {
  const code = `await import(${JSON.stringify(module)});
    const { readFileSync } = await import('node:fs');
    console.log(readFileSync('/proc/self/status', 'utf8'));`;
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', code],
    { encoding: 'utf8' },
  );
  expect(child.stderr).not.toMatch(/Error/);
  return allowedCpus(child.stdout);
}

// `npm run lighthouse` once measured Chromium squeezed onto one core with the server and
// Lighthouse itself, because a helper it imported pinned the importing process.
describe.skipIf(os.availableParallelism() < 2 || !hasTaskset || process.platform !== 'linux')(
  'measurement helpers',
  () => {
    const everyCore = `0-${os.availableParallelism() - 1}`;

    it.each(['scripts/local-site.ts', 'scripts/bench-support.ts'])(
      'importing %s leaves the process, and the browser it launches, on every core',
      (module) => {
        expect(coresAfterImporting(`${process.cwd()}/${module}`)).toBe(everyCore);
      },
    );
  },
);
