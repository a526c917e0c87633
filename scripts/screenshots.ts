// `npm run screenshots`: desktop and phone pictures of the main pages, for docs/ and the README.
// Starts the production build on a throwaway database, shoots, and stops it.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';

const PORT = 4180;
const base = `http://127.0.0.1:${PORT}`;
const pages = (process.argv[2] ?? '/,/contact,/404-example').split(',');
const outDir = 'docs/screenshots';
const dataDir = 'test-results/screenshots-data';

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const server = spawn('node', ['dist/node/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  },
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 50) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const sizes = [
    { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    { name: 'mobile', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  ];
  for (const size of sizes) {
    const context = await browser.newContext({
      viewport: size.viewport,
      deviceScaleFactor: size.deviceScaleFactor,
    });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Scroll through once so that lazy images load before the full-page picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
      const file = `${outDir}/${slug}-${size.name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
