import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import type { Account } from './accounts.ts';

/**
 * Another browser at the same viewport as the test's own: another person, or the same one on
 * another device. A visitor of its own to the per-address limits, without the sign-up popup.
 */
export async function otherBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    extraHTTPHeaders: { 'x-forwarded-for': `10.8.${randomInt(250)}.${randomInt(1, 250)}` },
  });
  await context.addInitScript(() => sessionStorage.setItem('signup-popup-dismissed', '1'));
  return context.newPage();
}

/** A fresh UPI reference: a UTR confirms one order only, and the projects share a database. */
export const freshUtr = () => String(randomInt(100_000_000_000, 999_999_999_999));

/** Places an order of one plan (a Python Pro Plan unless told) through the API; its number. */
export async function placeOrderByApi(
  request: APIRequestContext,
  account: Account,
  line = { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
) {
  const placed = await request.post('/api/checkout-email/', {
    data: {
      name: account.username,
      email: account.email,
      address: '4 Park Street, Kolkata 700016',
      phone: account.phone,
      state: '19',
      cart: [line],
      original_paise: line.plan_paise,
      discount_paise: 0,
      total_paise: line.plan_paise,
      idempotency_key: randomUUID(),
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order.number as string;
}
