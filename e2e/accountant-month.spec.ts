import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import { gstinCheckCharacter } from '../src/domain/gst/gstin.ts';
import { newAccount, signedIn, type Account } from './support/accounts.ts';
import { atOneWidth, expect, test } from './support/fixtures.ts';
import { invitedAs } from './support/mentors.ts';
import { freshUtr, otherBrowser } from './support/people.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';
import { ownerSignedIn } from './support/staff.ts';

const thisMonth = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7);
/** '05/12/26': today in India, as HDFC writes a statement's day. */
const statementDay = () => {
  const [year, month, day] = new Date(Date.now() + 330 * 60 * 1000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}/${month}/${year!.slice(2)}`;
};

const PUNE_GSTIN = `27AABCP9012Q1Z${gstinCheckCharacter('27AABCP9012Q1Z')}`;

/** Places an order of one line through the checkout's API, as a business when told; its number. */
async function order(
  request: APIRequestContext,
  account: Account,
  line: { program: string; plan: string; plan_paise: number },
  business?: { gstin: string; company: string },
) {
  const placed = await request.post('/api/checkout-email/', {
    data: {
      name: account.username,
      email: account.email,
      address: business ? '8 FC Road, Pune 411004' : '4 Park Street, Kolkata 700016',
      phone: account.phone,
      state: business ? '27' : '19',
      cart: [line],
      original_paise: line.plan_paise,
      discount_paise: 0,
      total_paise: line.plan_paise,
      idempotency_key: randomUUID(),
      ...(business ? { buyer_gstin: business.gstin, buyer_company: business.company } : {}),
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order.number as string;
}

/** An HDFC statement of the month's UPI credits: [UTR, rupees as the bank writes them]. */
const statement = (credits: Array<[string, string]>) =>
  [
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    ...credits.map(
      ([utr, amount]) =>
        `${statementDay()},UPI/${utr}/fees/payer@okicici/ICIC,0000${utr},${statementDay()},,"${amount}","1,00,000.00"`,
    ),
  ].join('\n');

test('the accountant closes the month: GSTR-1, vouchers, TDS and kept credits, reading only', async ({
  page,
  browser,
}, testInfo) => {
  atOneWidth('the accountant works at a desk; the console on a phone is staff-day.spec.ts');
  await ownerSignedIn(page.context());
  const owner = page.request;

  // The month: a learner pays ₹9,999 and is refunded ₹2,000 as goodwill; a learner pays ₹4,999
  // in two transfers; a business pays ₹9,999 less ₹847 TDS; a ₹4,900 credit matches nothing.
  const learnerPage = await otherBrowser(browser, testInfo);
  const asha = await signedIn(learnerPage.request, newAccount('Asha'));
  const paidInFull = await order(learnerPage.request, asha, {
    program: 'Python',
    plan: 'Pro Plan',
    plan_paise: 999900,
  });
  const paidInTwo = await order(learnerPage.request, asha, {
    program: 'Java',
    plan: 'Basic Plan',
    plan_paise: 499900,
  });
  const buyerPage = await otherBrowser(browser, testInfo);
  const pooja = await signedIn(buyerPage.request, newAccount('Pooja'));
  const company = `Pune Analytics ${randomUUID().slice(0, 6)} Private Limited`;
  const business = await order(
    buyerPage.request,
    pooja,
    { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
    { gstin: PUNE_GSTIN, company },
  );
  const [full, first, second, net, stray] = Array.from({ length: 5 }, freshUtr);
  const read = await owner.post('/api/staff/payments/statement/', {
    data: {
      file_name: 'hdfc-month.csv',
      csv: statement([
        [full!, '9,999.00'],
        [first!, '4,900.00'],
        [second!, '99.00'],
        [net!, '9,152.00'],
        [stray!, '4,900.00'],
      ]),
    },
  });
  expect(read.status()).toBe(200);
  const credits = (await (await owner.get('/api/staff/payments/credits/')).json()) as {
    open: Array<{ line_id: number; utr: string | null }>;
  };
  const idOf = (utr: string) => credits.open.find((c) => c.utr === utr)!.line_id;
  const versionOf = async (number: string) =>
    ((await (await owner.get(`/api/staff/orders/${number}/`)).json()) as { version: number })
      .version;
  const settle = async (number: string, utrs: string[]) => {
    const settled = await owner.post('/api/staff/payments/settlements/', {
      data: {
        orders: [{ order_number: number, version: await versionOf(number) }],
        credits: utrs.map(idOf),
      },
    });
    expect(settled.status(), await settled.text()).toBe(200);
  };
  await settle(paidInFull, [full!]);

  // The owner settles the ₹4,999 order from ₹4,900 and ₹99, and the business's net of TDS, on
  // the Payments screen.
  await page.goto('/staff/payments');
  const openCredits = page.getByRole('region', { name: /Open credits/ });
  const settleFrom = async (utr: string) => {
    await openCredits
      .getByRole('row')
      .filter({ hasText: utr })
      .getByRole('button', { name: /Settle orders from/ })
      .click();
    return page.getByRole('dialog', { name: 'Settle orders from bank credits' });
  };
  const addOrder = async (dialog: Locator, number: string) => {
    await dialog.getByLabel('Order number').fill(number);
    await dialog.getByRole('button', { name: 'Add order' }).click();
    await expect(dialog.getByRole('list', { name: 'Orders to mark as paid' })).toContainText(
      number,
    );
  };
  let dialog = await settleFrom(first!);
  await addOrder(dialog, paidInTwo);
  await dialog
    .getByLabel('Another credit that pays them')
    .selectOption({ value: String(idOf(second!)) });
  await dialog.getByRole('button', { name: 'Add credit' }).click();
  await expect(dialog.getByRole('list', { name: 'Credits that pay the orders' })).toContainText(
    second!,
  );
  await dialog.getByRole('button', { name: 'Mark the order as paid' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(openCredits.getByRole('row').filter({ hasText: first! })).toHaveCount(0);

  dialog = await settleFrom(net!);
  await addOrder(dialog, business);
  await dialog.getByRole('checkbox', { name: /The buyer deducted TDS/ }).check();
  await expect(dialog.getByLabel('TDS deducted, in rupees')).toHaveValue('847');
  await page.screenshot({
    path: `test-results/accountant-month/${testInfo.project.name}-settle-net-of-tds.png`,
  });
  await dialog.getByRole('button', { name: 'Mark the order as paid' }).click();
  await expect(dialog).toHaveCount(0);
  const refunded = await owner.post(`/api/staff/orders/${paidInFull}/transitions/`, {
    data: {
      to: 'refunded',
      version: await versionOf(paidInFull),
      amount_paise: 200000,
      reason: 'Goodwill for the moved session',
      lines: [],
    },
  });
  expect(refunded.status()).toBe(200);

  // The accountant, invited by the owner, reads the month.
  const accountantPage = await otherBrowser(browser, testInfo);
  const accountant = await signedIn(accountantPage.request, newAccount('Farhan'));
  await invitedAs(owner, accountantPage.request, accountant, 'accountant');
  const desk = accountantPage;

  // Payments: the stray ₹4,900 is still open, and the business's certificate is awaited; the
  // accountant sees them and can change neither.
  await desk.goto('/staff/payments');
  const open = desk.getByRole('region', { name: /Open credits/ });
  await expect(open.getByRole('row').filter({ hasText: stray! })).toContainText('₹4,900');
  await expect(open.getByRole('row').filter({ hasText: first! })).toHaveCount(0);
  await expect(desk.getByRole('button', { name: /Settle|Set aside/ })).toHaveCount(0);
  await expect(desk.getByText(business).first()).toBeVisible();
  await expectNoAxeViolations(desk);
  await expectNoSidewaysScroll(desk);
  await desk.screenshot({
    path: `test-results/accountant-month/${testInfo.project.name}-payments.png`,
    fullPage: true,
  });

  // The refunded order says what is true, and offers no refund to the accountant.
  await desk.goto(`/staff/orders/${paidInFull}`);
  await expect(desk.getByText('Partly refunded').first()).toBeVisible();
  await expect(desk.getByText('of the amount only, access kept')).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
  const split = await desk.goto(`/staff/orders/${paidInTwo}`);
  expect(split!.status()).toBe(200);
  // Paid from two credits: the Payment card names both.
  await expect(desk.getByText(first!, { exact: true })).toBeVisible();
  await expect(desk.getByText(second!, { exact: true })).toBeVisible();

  // Reports: the month's figures and every file the returns and the books take.
  await desk.goto('/staff/reports');
  await expect(desk.getByLabel('Month')).toHaveValue(thisMonth());
  await expect(desk.getByRole('heading', { level: 2, name: /at a glance/ })).toBeVisible();
  await expect(desk.getByText(/TDS receivable/).first()).toBeVisible();
  await expectNoAxeViolations(desk);
  await expectNoSidewaysScroll(desk);
  await desk.screenshot({
    path: `test-results/accountant-month/${testInfo.project.name}-reports.png`,
    fullPage: true,
  });
  const download = async (name: RegExp) => {
    const link = desk.getByRole('link', { name });
    await expect(link).toHaveAttribute('download', '');
    const answer = await desk.request.get((await link.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    return answer;
  };

  const gstr1 = (await (await download(/GSTR-1, the whole month/)).json()) as {
    gstin: string;
    fp: string;
    b2b: Array<{ ctin: string; inv: Array<{ val: number; pos: string }> }>;
  };
  const [year, month] = thisMonth().split('-');
  expect(gstr1.fp).toBe(`${month}${year}`);
  expect(gstr1.gstin).toMatch(/^29/);
  const businessRow = gstr1.b2b.find((b) => b.ctin === PUNE_GSTIN)!;
  expect(businessRow.inv.at(-1)).toMatchObject({ val: 9999, pos: '27' });

  const b2b = await (await download(/GSTR-1 b2b/)).text();
  expect(b2b.split('\r\n')[0]).toBe(
    'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
  );
  expect(b2b).toContain(`${PUNE_GSTIN},${company},`);
  expect(b2b).toContain('27-Maharashtra');

  const vouchers = await (await download(/Sales and credit note vouchers/)).text();
  expect(vouchers).toContain('VCHTYPE="Credit Note"');
  expect(vouchers).toContain(company);

  const tds = await (await download(/TDS receivable/)).text();
  expect(tds).toContain(business);
  expect(tds).toContain('847.00');

  const orders = await (await download(/Orders paid/)).text();
  const row = orders.split('\r\n').find((line) => line.startsWith(paidInFull))!;
  expect(row).toContain('Partly refunded');
  expect(row).toContain('2000.00');

  // The audit log says what happened, in words.
  await desk.goto('/staff/audit');
  await expect(
    desk.getByText('₹2,000 refunded, access kept: Goodwill for the moved session').first(),
  ).toBeVisible();

  for (const other of [learnerPage, buyerPage, accountantPage]) await other.context().close();
});
