// `tsx scripts/staff-screenshots.ts [outDir]`: the staff console at 1280 and 375 px, against the
// built site (npm run build:web) and fixture answers for /api, with an axe check of each
// screen. Needs no server or database: the browser's requests are answered here.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page, type Route } from '@playwright/test';
import { RouterContextProvider, createRequestHandler, type ServerBuild } from 'react-router';
import { serverBuildFile } from '../src/server/web/page-renderer.ts';
import { profileSchema } from '../src/domain/accounts.ts';
import { auditPageSchema } from '../src/domain/staff/audit.ts';
import { dashboardSchema } from '../src/domain/staff/dashboard.ts';
import { enquiryDetailSchema, enquiryPageSchema } from '../src/domain/staff/enquiries.ts';
import { learnerDetailSchema, learnerPageSchema } from '../src/domain/staff/learners.ts';
import { staffOrderDetailSchema, staffOrderPageSchema } from '../src/domain/staff/orders.ts';
import {
  awaitedTdsSchema,
  bankCreditsSchema,
  confirmResultSchema,
  needsMappingSchema,
  statementResultSchema,
} from '../src/domain/staff/payments.ts';
import { tdsReportSchema } from '../src/domain/staff/tds-report.ts';
import { offerReportSchema } from '../src/domain/staff/offer-report.ts';
import { monthReportSchema } from '../src/domain/staff/reports.ts';
import { staffReviewPageSchema } from '../src/domain/staff/reviews.ts';
import { teamSchema } from '../src/domain/staff/team.ts';
import * as fx from '../e2e/support/staff-fixtures.ts';
import * as catalogue from '../src/web/features/staff/test/catalogue-fixtures.ts';

const root = 'dist/web/client';
const build = (await import(pathToFileURL(serverBuildFile(root)).href)) as ServerBuild;
const renderPage = createRequestHandler(build, 'production');
const base = 'http://staff-console.test';
const outDir = process.argv[2] ?? 'test-results/staff-screenshots';

// The fixtures must be answers the real server could give.
for (const [schema, value] of [
  [profileSchema, fx.ownerProfile],
  [dashboardSchema, fx.dashboard],
  [enquiryPageSchema, fx.enquiryPage],
  [enquiryDetailSchema, fx.enquiryDetail],
  [staffOrderPageSchema, fx.orderPage],
  [staffOrderDetailSchema, fx.orderDetail],
  [staffOrderDetailSchema, fx.paidOrderDetail],
  [staffReviewPageSchema, fx.reviewPage],
  [learnerPageSchema, fx.learnerPage],
  [learnerDetailSchema, fx.learnerDetail],
  [auditPageSchema, fx.auditPage],
  [teamSchema, fx.team],
  [statementResultSchema, fx.statementResult],
  [confirmResultSchema, fx.confirmResult],
  [needsMappingSchema, fx.statementHeaders],
  [bankCreditsSchema, fx.bankCredits],
  [awaitedTdsSchema, fx.awaitedTds],
  [tdsReportSchema, fx.tdsReport],
  [monthReportSchema, fx.monthReport],
  [offerReportSchema, fx.offerReport],
] as const) {
  schema.parse(value);
}

type Answer = { status?: number; body: unknown };
type Api = (method: string, pathname: string) => Answer | undefined;

/** Orders marked as paid by this run's screens: their page then reads them as paid. */
const markedPaid = new Set<string>();

const ownerApi: Api = (method, pathname) => {
  const get: Record<string, unknown> = {
    '/api/profile/': fx.ownerProfile,
    '/api/staff/dashboard/': fx.dashboard,
    '/api/staff/enquiries/': fx.enquiryPage,
    '/api/staff/enquiries/program/12/': fx.enquiryDetail,
    '/api/staff/members/': fx.members,
    '/api/staff/orders/': fx.orderPage,
    '/api/staff/orders/MNT-1001/': markedPaid.has('MNT-1001') ? fx.paidOrderDetail : fx.orderDetail,
    '/api/staff/reviews/': fx.reviewPage,
    '/api/staff/learners/': fx.learnerPage,
    '/api/staff/learners/7/': fx.learnerDetail,
    '/api/staff/audit/': fx.auditPage,
    '/api/staff/team/': fx.team,
    '/api/staff/reports/': fx.monthReport,
    '/api/staff/reports/offers/': fx.offerReport,
    '/api/staff/reports/tds/': fx.tdsReport,
    '/api/staff/payments/credits/': fx.bankCredits,
    '/api/staff/payments/tds/': fx.awaitedTds,
    '/api/staff/catalogue/programs/': { results: catalogue.programList },
    '/api/staff/catalogue/programs/python/': catalogue.pythonRecord,
    '/api/staff/catalogue/mentors/': { results: catalogue.mentorList },
    '/api/orders/': { results: [] },
    '/api/staff-invitations/a-long-enough-invitation-token/': {
      email: 'owner@mentora.example',
      expires_at: '2026-11-25T12:00:00Z',
    },
  };
  if (method === 'GET' && pathname in get) return { body: get[pathname] };
  if (method === 'POST' && pathname === '/api/staff/orders/MNT-1001/transitions/') {
    markedPaid.add('MNT-1001');
    return { body: fx.paidOrderDetail };
  }
  if (method === 'POST' && pathname === '/api/staff/payments/statement/') {
    return { body: fx.statementResult };
  }
  if (method === 'POST' && pathname === '/api/staff/payments/confirm/') {
    return { body: fx.confirmResult };
  }
  return undefined;
};

async function serve(context: BrowserContext, api: Api) {
  await context.route('**/*', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      const answer = api(request.method(), url.pathname) ?? {
        status: 404,
        body: { error: 'Not found.' },
      };
      await route.fulfill({ status: answer.status ?? 200, json: answer.body });
      return;
    }
    const file = path.join(root, url.pathname);
    if (existsSync(file) && statSync(file).isFile()) return route.fulfill({ path: file });
    // A page: rendered by the build's React Router, as the server renders it, with the
    // catalogue content/ holds (no database here).
    const rendered = await renderPage(new Request(url), new RouterContextProvider());
    return route.fulfill({
      status: rendered.status,
      contentType: rendered.headers.get('content-type') ?? 'text/html',
      body: await rendered.text(),
    });
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
mkdirSync(outDir, { recursive: true });
const problems: string[] = [];

async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: true });
  // A whole phone page is too tall to look at: its main part is also shot a screen at a time.
  const { width, height } = page.viewportSize()!;
  if (width < 500) {
    const end = await page.evaluate(
      () => document.querySelector('main')!.getBoundingClientRect().bottom + window.scrollY,
    );
    for (let y = 0, part = 1; y < end; y += height, part += 1) {
      await page.screenshot({
        path: `${outDir}/${name}-part${part}.png`,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(height, end - y) },
      });
    }
  }
  const { violations } = await new AxeBuilder({ page }).analyze();
  for (const v of violations) {
    problems.push(`${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  if (overflow > 0) problems.push(`${name}: ${overflow}px wider than the window`);
}

async function visitor(width: number, api: Api, signedIn = true) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: width > 500 ? 800 : 812 },
  });
  // The home page's sign-up popup would cover what is being shot.
  await context.addInitScript(() => sessionStorage.setItem('signup-popup-dismissed', '1'));
  if (signedIn) await context.addCookies([{ name: 'signed_in', value: '1', url: base }]);
  await serve(context, api);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page };
}

for (const width of [1280, 375]) {
  const size = width > 500 ? 'desktop' : 'phone';
  const { context, page } = await visitor(width, ownerApi);
  for (const [name, url] of [
    ['dashboard', '/staff'],
    ['enquiries', '/staff/enquiries'],
    ['enquiry', '/staff/enquiries/program/12'],
    ['orders', '/staff/orders'],
    ['order', '/staff/orders/MNT-1001'],
    ['reviews', '/staff/reviews'],
    ['learners', '/staff/learners'],
    ['learner', '/staff/learners/7'],
    ['audit', '/staff/audit'],
    ['payments', '/staff/payments'],
    ['reports', '/staff/reports'],
    ['team', '/staff/team'],
    ['catalogue', '/staff/catalogue'],
    ['catalogue-program', '/staff/catalogue/programs/python'],
    ['catalogue-mentors', '/staff/catalogue/mentors'],
    ['accept-invite', '/staff/accept-invite?token=a-long-enough-invitation-token'],
  ] as const) {
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check(page, `${size}-${name}`);
  }

  await page.goto('/staff/orders/MNT-1001');
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await check(page, `${size}-order-paid-form`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await check(page, `${size}-order-paid-confirm`);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm: mark as paid' }).click();
  await page.getByText('Order marked as paid.').waitFor();
  await check(page, `${size}-order-paid-done`);
  markedPaid.clear();

  await page.goto('/staff/payments');
  await page.getByLabel(/Or paste the statement/).fill('Date,Narration\n21/11/26,UPI');
  await page.getByRole('button', { name: 'Read statement' }).click();
  await page.getByRole('button', { name: 'Confirm 2 payments' }).waitFor();
  await check(page, `${size}-payments-read`);
  await page.getByRole('button', { name: 'Confirm 2 payments' }).click();
  await check(page, `${size}-payments-confirm`);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm 2 payments' }).click();
  await page.getByText('1 payment confirmed').waitFor();
  await check(page, `${size}-payments-confirmed`);

  await page.goto('/staff/reviews');
  await page.getByRole('button', { name: 'Delete the review by Asha Rao' }).click();
  await check(page, `${size}-review-delete`);

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${outDir}/${size}-home-header.png` });
  await context.close();

  const states: [string, Api, boolean][] = [
    [
      'empty',
      (m, p) =>
        p === '/api/staff/enquiries/'
          ? { body: { ...fx.enquiryPage, results: [], count: 0 } }
          : ownerApi(m, p),
      true,
    ],
    [
      'error',
      (m, p) =>
        p === '/api/staff/orders/'
          ? { status: 503, body: { error: 'The database is not answering. Try again shortly.' } }
          : ownerApi(m, p),
      true,
    ],
    [
      'no-access',
      (m, p) => (p === '/api/profile/' ? { body: fx.learnerProfile } : ownerApi(m, p)),
      true,
    ],
    [
      'owner-claim',
      (m, p) =>
        p === '/api/profile/'
          ? { body: { ...fx.learnerProfile, can_claim_owner: true } }
          : p === '/api/owner-claim/code/'
            ? { body: { ok: true, message: 'We sent a 6-digit code to owner@mentora.example.' } }
            : ownerApi(m, p),
      true,
    ],
    [
      'conflict',
      (m, p) =>
        m === 'POST' && p === '/api/staff/orders/MNT-1001/transitions/'
          ? {
              status: 409,
              body: { error: 'This order changed since you opened it', order: fx.paidOrderDetail },
            }
          : ownerApi(m, p),
      true,
    ],
    [
      'payments-columns',
      (m, p) =>
        m === 'POST' && p === '/api/staff/payments/statement/'
          ? { status: 422, body: fx.statementHeaders }
          : ownerApi(m, p),
      true,
    ],
    [
      'reports-empty',
      (m, p) =>
        p === '/api/staff/reports/'
          ? {
              body: {
                ...fx.monthReport,
                invoices: 0,
                credit_notes: 0,
                totals: { ...fx.monthReport.totals, taxable_paise: 0 },
                b2c: [],
                revenue_by_program: [],
              },
            }
          : ownerApi(m, p),
      true,
    ],
    ['signed-out', ownerApi, false],
  ];
  for (const [name, api, signedIn] of states) {
    const { context: c, page: p } = await visitor(width, api, signedIn);
    const url =
      name === 'error' || name === 'conflict'
        ? '/staff/orders' + (name === 'conflict' ? '/MNT-1001' : '')
        : name === 'empty'
          ? '/staff/enquiries'
          : name === 'payments-columns'
            ? '/staff/payments'
            : name === 'reports-empty'
              ? '/staff/reports?month=2026-10'
              : '/staff';
    await p.goto(url);
    await p.getByRole('heading', { level: 1 }).waitFor();
    if (name === 'owner-claim') {
      await p.getByRole('button', { name: 'Email me a code' }).click();
      await p.getByLabel('Code from the email').waitFor();
    }
    if (name === 'conflict') {
      await p.getByRole('button', { name: 'Mark as paid' }).click();
      await p.getByRole('button', { name: 'Continue' }).click();
      await p.getByRole('dialog').getByRole('button', { name: 'Confirm: mark as paid' }).click();
      await p.getByText('changed since you opened it').waitFor();
    }
    if (name === 'payments-columns') {
      await p.getByLabel(/Or paste the statement/).fill('Txn Date,Particulars\n21/11/26,UPI');
      await p.getByRole('button', { name: 'Read statement' }).click();
      await p.getByRole('button', { name: 'Read with these columns' }).waitFor();
    }
    if (name === 'signed-out') await p.waitForURL(/\/login\?next=/);
    await check(p, `${size}-${name}`);
    await c.close();
  }
}
await browser.close();
console.log(problems.length ? problems.join('\n') : 'No axe violations, no sideways scroll.');
console.log(`Screenshots in ${outDir}`);
