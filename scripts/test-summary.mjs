// Prints one closing line for the whole run (unit + API + browser), read from the runners' JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync('test-results/vitest.json')) {
  const v = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
}
if (existsSync('test-results/e2e.json')) {
  const e = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
  passed += e.stats.expected + e.stats.flaky;
  failed += e.stats.unexpected;
  skipped += e.stats.skipped;
}
console.log(`all tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
