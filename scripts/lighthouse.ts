// `npm run lighthouse`: Lighthouse (mobile, simulated slow 4G) against the production build in
// Debian's Chromium, three runs of every public page plus login and sign-up, the median of each
// figure printed and written to docs/performance.md between its lighthouse markers.
// Usage: npm run lighthouse [-- /path,/other]   LIGHTHOUSE_RUNS=1 for a quick look.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { format, resolveConfig } from 'prettier';
import { publicPages } from '../src/domain/site-pages.ts';
import { firstLoadJs } from './first-load-js.mjs';
import { startLocalSite } from './local-site.ts';

const PORT = 4181;
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const asked = process.argv[2]?.split(',');
/** Account screens: measured for speed, but not indexed, so SEO does not apply. */
const NOINDEX = ['/login', '/signup'];
const pages = asked ?? [...publicPages(), ...NOINDEX];
const dataDir = 'test-results/lighthouse-data';
const REPORT = 'docs/performance.md';
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';

interface Run {
  scores: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Chromium inherits this process's cores: confined to fewer than the machine has (taskset), it
// shares them with the server and Lighthouse itself, and every task it reports runs longer.
const cores = `on ${os.availableParallelism()} of ${os.cpus().length} cores`;
if (os.availableParallelism() < os.cpus().length) console.warn(`Note: Chromium runs ${cores}.`);

mkdirSync('test-results', { recursive: true });
const server = await startLocalSite({ port: PORT, dataDir });

async function measure(port: number, path: string): Promise<Run> {
  const result = await lighthouse(`${base}${path}`, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`no result for ${path}`);
  const { categories, audits } = result.lhr;
  writeFileSync(
    `test-results/lighthouse${path === '/' ? '-home' : path.replaceAll('/', '-')}.json`,
    JSON.stringify(result.lhr),
  );
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: ['performance', 'accessibility', 'best-practices', 'seo'].map((id) =>
      Math.round((categories[id]?.score ?? 0) * 100),
    ),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const rows: string[] = [];
let worst = 100;
try {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    // Chromium's first trace after start is sometimes unusable (NO_NAVSTART): one run unrecorded.
    await measure(chrome.port, '/').catch(() => undefined);
    for (const path of pages) {
      const runs: Run[] = [];
      // A run whose trace Chromium spoilt (no figures) is run again, up to twice.
      for (let tries = 0; runs.length < RUNS && tries < RUNS + 2; tries++) {
        const run = await measure(chrome.port, path);
        if ([run.fcp, run.lcp, run.tbt, run.cls].every(Number.isFinite)) runs.push(run);
      }
      if (runs.length === 0) throw new Error(`no usable Lighthouse run of ${path}`);
      const scores: (number | string)[] = [0, 1, 2, 3].map((n) =>
        median(runs.map((run) => run.scores[n]!)),
      );
      if (NOINDEX.includes(path)) scores[3] = 'n/a';
      worst = Math.min(worst, ...scores.filter((score) => typeof score === 'number'));
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      const html = await (await fetch(base + path)).text();
      const js = firstLoadJs('dist/web/client', html).total / 1024;
      const row = `| ${path} | ${scores.join(' | ')} | ${s(median(runs.map((r) => r.fcp)))} | ${s(median(runs.map((r) => r.lcp)))} | ${Math.round(median(runs.map((r) => r.tbt)))} ms | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${js.toFixed(0)} KiB |`;
      rows.push(row);
      console.log(row);
    }
  } finally {
    chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
}

const chromium = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
const table = [
  START,
  '',
  `Measured by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)} with ${chromium} (${cores}): Lighthouse mobile (simulated slow 4G, 4× CPU slowdown) against the production build, median of ${RUNS} runs per page (a run that produced no figures is run again). Scores are performance, accessibility, best practices and SEO (not for login and sign-up, which are not indexed); JS is the page's first-load JavaScript, gzipped.`,
  '',
  '| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  END,
].join('\n');
if (!asked) {
  // Only a run of every page replaces the table; written as the formatter would.
  const doc = readFileSync(REPORT, 'utf8');
  const at = doc.indexOf(START);
  const updated =
    at >= 0
      ? doc.slice(0, at) + table + doc.slice(doc.indexOf(END) + END.length)
      : `${doc.trimEnd()}\n\n## Lighthouse, every page\n\n${table}\n`;
  const options = await resolveConfig(REPORT);
  writeFileSync(REPORT, await format(updated, { ...options, parser: 'markdown' }));
}
console.log(`lowest score: ${worst}`);
