// `npm run lighthouse`: Lighthouse (mobile) against the production build in Debian's Chromium,
// printing the four category scores of each page. Usage: npm run lighthouse [-- /path,/other]
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { E2E_IDENTITY } from '../e2e/support/ports.ts';

const PORT = 4181;
const base = `http://127.0.0.1:${PORT}`;
const pages = (process.argv[2] ?? '/,/programs,/python').split(',');
const dataDir = 'test-results/lighthouse-data';

rmSync(dataDir, { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
const server = spawn('node', ['scripts/start.mjs'], {
  env: {
    ...process.env,
    ...E2E_IDENTITY,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const rows: string[] = [];
let worst = 100;
try {
  await waitForServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    for (const path of pages) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`no result for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map(score);
      worst = Math.min(worst, ...scores);
      rows.push(
        `${path.padEnd(12)} performance ${scores[0]}  accessibility ${scores[1]}  best-practices ${scores[2]}  seo ${scores[3]}` +
          `   (LCP ${audits['largest-contentful-paint']?.displayValue}, TBT ${audits['total-blocking-time']?.displayValue}, CLS ${audits['cumulative-layout-shift']?.displayValue})`,
      );
      writeFileSync(
        `test-results/lighthouse${path === '/' ? '-home' : path.replaceAll('/', '-')}.json`,
        JSON.stringify(result.lhr),
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
}
console.log(rows.join('\n'));
console.log(`lowest score: ${worst}`);
