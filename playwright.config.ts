import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN_EMAIL,
  E2E_DATA_DIR,
  E2E_IDENTITY,
  E2E_INBOX,
  E2E_PORTS,
  E2E_UPI_PAYEE_ID,
} from './e2e/support/ports.ts';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
const siteUrl = `http://localhost:${E2E_PORTS.site}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // CI runs on two busy cores: a page takes longer to answer there than on a quiet machine,
  // and a wait that succeeds late still succeeds.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e.json' }],
    ['html', { open: 'never', outputFolder: 'test-results/report' }],
  ],
  use: {
    baseURL: siteUrl,
    // A failed test keeps its trace: each step's page, the network and the console. Not the
    // screencast: filming every test, to keep the film of the few that fail, took about a
    // seventh of the run's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromium,
  },
  projects: [
    {
      // The owner claims ADMIN_EMAIL once; the tests that act as staff or owner build on it.
      name: 'owner',
      testMatch: /\.setup\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'desktop',
      dependencies: ['owner'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      dependencies: ['owner'],
      use: {
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: 'tsx e2e/support/mail-sink.ts',
      url: `http://127.0.0.1:${E2E_PORTS.mailApi}/messages`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // The production build, on a fresh database, delivering to the sink above; rebuilt first
      // when its pages were built with other site details than E2E_IDENTITY.
      command: `rm -rf ${E2E_DATA_DIR} && node scripts/start.mjs`,
      url: `${siteUrl}/api/health/`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(E2E_PORTS.site),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: `sqlite:${E2E_DATA_DIR}/app.db`,
        SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
        ENQUIRY_INBOX: E2E_INBOX,
        PUBLIC_ORIGIN: siteUrl,
        // Production refuses plain http and development values unless told it is a local run.
        ALLOW_INSECURE_ORIGIN: '1',
        MAIL_FROM: 'no-reply@mentora.test',
        UPI_PAYEE_ID: E2E_UPI_PAYEE_ID,
        // The test site's own key: it signs the certificates' credentials (docs/certificates.md).
        CREDENTIAL_SIGNING_KEY:
          '{"kty":"OKP","crv":"Ed25519","d":"0XFXE-I56-HNagJ1xCYVUn_vvodyXvD8n8vYNJ_aPV4","x":"1Hk1AXof9gysslw0-p6r5vC7p6OltsX1TyrcfsyHpmc"}',
        ADMIN_EMAIL: E2E_ADMIN_EMAIL,
        // Tests present themselves as different visitors (see e2e/support/fixtures.ts).
        TRUST_PROXY: 'loopback',
        ...E2E_IDENTITY,
        SELLER_STATE: '29',
        // Registered for GST, as the business is: tax invoices, and a GSTR-1 to download.
        SELLER_GSTIN: '29AABCM1234F1ZT',
      },
    },
  ],
});
