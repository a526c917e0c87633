import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { newAccount, signedIn, type Account } from './support/accounts.ts';
import { startSelfPacedWhereAsked } from './support/cohorts.ts';
import { expect, test } from './support/fixtures.ts';
import { otherBrowser, placeOrderByApi } from './support/people.ts';
import { ownerSignedIn } from './support/staff.ts';

// The e2e projects share one database: this test reprices a program no other test buys, and
// runs once, at the console's width.
const PROGRAM = { name: 'Embedded System', slug: 'embedded-system' };

/** Places an order of the program's Pro Plan at `paise` with `code`, through the API. */
function orderWithCode(request: APIRequestContext, account: Account, code: string, paise: number) {
  const discount = Math.floor((paise / 100) * 0.2 + 0.5) * 100;
  return request.post('/api/checkout-email/', {
    data: {
      name: account.username,
      email: account.email,
      address: '4 Park Street, Kolkata 700016',
      phone: account.phone,
      state: '19',
      cart: [{ program: PROGRAM.name, plan: 'Pro Plan', plan_paise: paise }],
      referral_code: code,
      original_paise: paise,
      discount_paise: discount,
      total_paise: paise - discount,
      idempotency_key: randomUUID(),
    },
  });
}

test('the owner reprices a program and runs a two-use code: the site follows at once, old orders keep theirs', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, 'one run: the projects share the catalogue');
  // Four people and the console in one story: more steps than the default allows.
  test.slow();
  // Bought before the change, at the price then.
  const early = await otherBrowser(browser, testInfo);
  const earlyBuyer = await signedIn(early.request, newAccount('Ira'));
  const earlyOrder = await placeOrderByApi(early.request, earlyBuyer, {
    program: PROGRAM.name,
    plan: 'Pro Plan',
    plan_paise: 999_900,
  });

  // The owner changes the prices in the console and publishes them.
  await ownerSignedIn(page.context());
  await page.goto(`/staff/catalogue/programs/${PROGRAM.slug}`);
  const basic = page.getByRole('group', { name: 'Basic Plan' });
  const pro = page.getByRole('group', { name: 'Pro Plan' });
  await basic.getByLabel('Price in rupees').fill('3999');
  await pro.getByLabel('Price in rupees').fill('8999');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  await page.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: `Publish ${PROGRAM.name}?` });
  await expect(publish).toContainText('Pro Plan ₹9,999 → ₹8,999');
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish).toBeHidden();

  // And creates a code for two orders, then makes it live.
  const code = `EMB${randomInt(100_000, 999_999)}`;
  await page.goto('/staff/offers');
  const form = page.getByRole('form', { name: 'New code' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('What it gives').selectOption({ label: 'A percent off' });
  await form.getByLabel('Percent off').fill('20');
  await form.getByLabel('Orders in all (blank: no limit)').fill('2');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  // Saved, the code's own page opens.
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
  await page.getByRole('button', { name: 'Make live' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make live' }).click();
  await expect(page.getByText('Live', { exact: true }).first()).toBeVisible();

  // A visitor sees the new prices within seconds, without a restart.
  const visitor = await otherBrowser(browser, testInfo);
  await expect(async () => {
    await visitor.goto(`/${PROGRAM.slug}`);
    await expect(visitor.getByText('₹8,999', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(visitor.getByText('₹9,999', { exact: true })).toHaveCount(0);
  await visitor.goto('/programs');
  await expect(
    visitor
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: PROGRAM.name })
      .getByText('From ₹3,999'),
  ).toBeVisible();

  // A learner buys with the code in the cart: 20% off the new price.
  const buyer = await otherBrowser(browser, testInfo);
  const buyerAccount = await signedIn(buyer.request, newAccount('Tara'));
  await buyer.goto(`/${PROGRAM.slug}`);
  await buyer.getByRole('button', { name: `Add Cart: ${PROGRAM.name}, Pro Plan` }).click();
  await buyer.goto('/addcart');
  await expect(buyer.getByTestId('order-total')).toHaveText('₹8,999');
  await buyer.getByLabel('Referral code', { exact: true }).fill(code.toLowerCase());
  await buyer.getByRole('button', { name: 'Apply' }).click();
  await expect(buyer.getByRole('status').filter({ hasText: `Code ${code} applied` })).toBeVisible();
  await expect(buyer.getByTestId('order-total')).toHaveText('₹7,199');
  await buyer.getByRole('link', { name: 'Proceed to checkout' }).click();
  const details = buyer.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('Full name')).toHaveValue(buyerAccount.username);
  await details.getByLabel('Address').fill('12 MG Road, Bengaluru 560001');
  await details.getByLabel('State').selectOption({ label: 'Karnataka' });
  await startSelfPacedWhereAsked(buyer);
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(buyer).toHaveURL(/\/orders\/ORD-[0-9A-Z]{8}$/);
  await expect(buyer.getByTestId('order-total')).toHaveText('₹7,199');

  // The second use is taken; a third is refused.
  const second = await otherBrowser(browser, testInfo);
  const secondBuyer = await signedIn(second.request, newAccount('Uma'));
  expect((await orderWithCode(second.request, secondBuyer, code, 899_900)).status()).toBe(201);
  const third = await otherBrowser(browser, testInfo);
  const thirdBuyer = await signedIn(third.request, newAccount('Vani'));
  const quoted = await third.request.post('/api/cart/quote/', {
    data: { cart: [{ program: PROGRAM.name, plan: 'Pro Plan' }], referral_code: code },
  });
  expect(quoted.status()).toBe(400);
  expect(await quoted.json()).toEqual({
    error: 'This code has been used up.',
    field: 'referral_code',
  });
  const refused = await orderWithCode(third.request, thirdBuyer, code, 899_900);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).field).toBe('referral_code');

  // The order placed before the change keeps its price, on its page and its invoice.
  await early.goto(`/orders/${earlyOrder}`);
  await expect(early.getByTestId('order-total')).toHaveText('₹9,999');
  const staffView = await page.request.get(`/api/staff/orders/${earlyOrder}/`);
  expect((await staffView.json()).total_paise).toBe(999_900);
});
