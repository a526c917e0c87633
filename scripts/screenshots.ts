// `npm run screenshots`: desktop and phone pictures of the main pages, for docs/ and the README.
// Starts the production build on a throwaway database, shoots, and stops it.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { startLocalSite } from './local-site.ts';

/** A stand-in portrait: initials on a coloured disc, as a PNG like a phone would upload. */
const samplePhoto = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
        <rect width="600" height="600" fill="#fbbf24"/>
        <text x="300" y="370" font-family="sans-serif" font-size="220" font-weight="700"
          text-anchor="middle" fill="#1e1b4b">AR</text>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

const PORT = 4180;
const base = `http://127.0.0.1:${PORT}`;
const pages = (process.argv[2] ?? '/,/contact,/404-example').split(',');
const outDir = 'docs/screenshots';
/** Pictures for looking over, not for the README. */
const extraDir = 'test-results/screenshots';
const dataDir = 'test-results/screenshots-data';

/** The code a sign-up queued for `email`: in development mail waits in the outbox. */
function signUpCode(email: string): string {
  const db = new Database(`${dataDir}/app.db`, { readonly: true });
  try {
    const mail = db
      .prepare(
        "select text_body from outbox where to_address = ? and dedupe_key like 'email-proof-%' order by id desc",
      )
      .get(email) as { text_body: string };
    return /\b(\d{6})\b/.exec(mail.text_body)![1]!;
  } finally {
    db.close();
  }
}

mkdirSync(outDir, { recursive: true });
mkdirSync(extraDir, { recursive: true });
const server = await startLocalSite({
  port: PORT,
  dataDir,
  // Writes from the pages carry this origin; the server refuses others.
  env: { NODE_ENV: 'development', PUBLIC_ORIGIN: base },
});
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  /** The home page's sign-up popup, and the profile of a new account with a photo. */
  const shootAccount = async (size: (typeof sizes)[number]) => {
    const context = await browser.newContext({
      viewport: size.viewport,
      deviceScaleFactor: size.deviceScaleFactor,
      isMobile: size.name === 'mobile',
      hasTouch: size.name === 'mobile',
      baseURL: base,
    });
    const page = await context.newPage();
    await page.goto('/');
    // A phone's visitor is invited once they read on past the first screen.
    if (size.name === 'mobile') {
      await page.locator('a', { hasText: 'Login/Signup' }).first().waitFor({ state: 'attached' });
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
    }
    await page.getByRole('dialog', { name: 'Start learning today' }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${outDir}/popup-${size.name}.png` });

    const account = {
      // Usernames are unique: one account per size.
      username: size.name === 'desktop' ? 'Asha Rao' : 'Asha Rao (phone)',
      email: `asha.${size.name}@example.com`,
      phone: '9876543210',
      password: 'correct horse battery',
    };
    await page.request.post('/api/signup/', { data: account });
    await page.request.post('/api/login/', {
      data: { username: account.email, password: account.password },
    });
    // A settled account: its address proved with the code the sign-up mailed.
    await page.request.post('/api/email-proof/', { data: { code: signUpCode(account.email) } });
    await page.goto('/profile');
    await page.getByLabel('Profile photo').setInputFiles({
      name: 'asha.png',
      mimeType: 'image/png',
      buffer: await samplePhoto(),
    });
    await page.getByText('Photo updated!').waitFor();
    await page.screenshot({ path: `${outDir}/profile-${size.name}.png`, fullPage: true });

    // The cart with two plans and a referral code, then the order's page: awaiting payment,
    // and after the UPI reference is sent.
    for (const program of ['python', 'data-analytics']) {
      await page.goto(`/${program}`);
      await page.getByRole('button', { name: /^Add Cart: .*, Pro Plan$/ }).click();
      await page.waitForURL('**/addcart');
    }
    await page.getByLabel('Referral code', { exact: true }).fill('MAV25C');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Code MAV25C applied').waitFor();
    await page.screenshot({ path: `${extraDir}/cart-${size.name}.png`, fullPage: true });
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Address').fill('12 MG Road, Bengaluru 560001');
    await details.getByLabel('State').selectOption('29');
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/orders/*');
    if (size.name === 'desktop') {
      await page
        .getByRole('img', { name: /^UPI QR code/ })
        .locator('svg')
        .waitFor();
    } else {
      await page.getByRole('link', { name: 'GPay' }).waitFor();
    }
    // A phone's picture is what fits on its screen: the amount, the apps and 'I have paid'.
    // (A full-page capture resizes the window, which a phone never does.)
    const phone = size.name === 'mobile';
    await page.screenshot({ path: `${outDir}/order-${size.name}.png`, fullPage: !phone });
    const report = page.getByRole('form', { name: 'Report your payment' });
    await report.getByLabel('UPI reference (UTR)').fill('4021 7788 1290');
    await report.getByRole('button', { name: 'I have paid' }).click();
    await page.getByText('Payment being verified').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `${extraDir}/order-verifying-${size.name}.png`,
      fullPage: !phone,
    });
    await page.goto('/my-programs');
    await page.getByText('You are not enrolled in a program yet.').waitFor();
    await page.screenshot({ path: `${extraDir}/my-programs-${size.name}.png`, fullPage: true });
    console.log(
      ...['popup', 'profile', 'order'].map((name) => `${outDir}/${name}-${size.name}.png`),
      ...['cart', 'order-verifying', 'my-programs'].map(
        (name) => `${extraDir}/${name}-${size.name}.png`,
      ),
    );
    await context.close();
  };
  const sizes = [
    { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    { name: 'mobile', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  ];
  for (const size of sizes) {
    const context = await browser.newContext({
      viewport: size.viewport,
      deviceScaleFactor: size.deviceScaleFactor,
    });
    // The page pictures show the pages; the sign-up popup gets a picture of its own below.
    await context.addInitScript(() => sessionStorage.setItem('signup-popup-dismissed', '1'));
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // A full-page picture paints only what is on screen of a `content-visibility: auto` part.
      await page.addStyleTag({ content: '.below-fold { content-visibility: visible; }' });
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
    await shootAccount(size);
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
