import { randomUUID } from 'node:crypto';
import { newAccount, signedIn } from './support/accounts.ts';
import { atOneWidth, expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';
import { freshUtr, otherBrowser } from './support/people.ts';
import { ownerSignedIn } from './support/staff.ts';

test('the owner refunds one program of a two-program order, gives its access back, then refunds an amount only', async ({
  page,
  browser,
}, testInfo) => {
  atOneWidth('the desk on a phone is staff-day.spec.ts; this is the same console');
  // A learner buys Python (Pro) and Java (Basic) in one order; the owner confirms the payment.
  const learnerPage = await otherBrowser(browser, testInfo);
  const learner = await signedIn(learnerPage.request, newAccount('Farah'));
  const placed = await learnerPage.request.post('/api/checkout-email/', {
    data: {
      name: learner.username,
      email: learner.email,
      address: '4 Park Street, Kolkata 700016',
      phone: learner.phone,
      state: '19',
      cart: [
        { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
        { program: 'Java', plan: 'Basic Plan', plan_paise: 499900 },
      ],
      original_paise: 1499800,
      discount_paise: 0,
      total_paise: 1499800,
      idempotency_key: randomUUID(),
    },
  });
  expect(placed.status()).toBe(201);
  const number = (await placed.json()).order.number as string;
  await ownerSignedIn(page.context());
  const { version } = await (await page.request.get(`/api/staff/orders/${number}/`)).json();
  const paid = await page.request.post(`/api/staff/orders/${number}/transitions/`, {
    data: { to: 'paid', version, utr: freshUtr() },
  });
  expect(paid.status()).toBe(200);

  // The owner refunds the Python line only.
  await page.goto(`/staff/orders/${number}`);
  const items = page.getByRole('table', { name: 'Items and amounts' });
  const python = items.getByRole('row').filter({ hasText: 'Python' });
  const java = items.getByRole('row').filter({ hasText: 'Java' });
  await expect(python).toContainText('Active');
  await page.getByRole('button', { name: 'Record refund' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await dialog.getByRole('checkbox', { name: /Python \(Pro Plan\)/ }).check();
  await expect(dialog.getByLabel('Amount refunded, in rupees')).toHaveValue('9999');
  await expect(
    dialog.getByText('Access to Python (Pro Plan) ends. Java (Basic Plan) stays.'),
  ).toBeVisible();
  await dialog.getByLabel('Reason the learner is told').fill('Bought Python by mistake');
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: `test-results/staff-refunds/${testInfo.project.name}-refund-dialog.png`,
  });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Confirm: record refund' }).click();
  await expect(page.getByRole('status')).toContainText('Refund recorded.');
  await expect(python).toContainText('Ended on');
  await expect(java).toContainText('Active');
  const enrolled = await (await learnerPage.request.get('/api/enrolments/')).json();
  expect(enrolled.results.map((e: { program: string }) => e.program)).toEqual(['Java']);
  await waitForMail(
    (m) =>
      m.to.includes(learner.email) &&
      m.subject.startsWith('Refund of ₹9,999') &&
      m.text.includes('Your access to Java (Basic Plan) stays as it is.'),
  );
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await items.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: `test-results/staff-refunds/${testInfo.project.name}-restore-button.png`,
  });

  // It was the wrong line: the owner gives Python back.
  await python.getByRole('button', { name: 'Restore access to Python (Pro Plan)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore access' }).click();
  await expect(page.getByRole('status')).toContainText('Access to Python (Pro Plan) restored.');
  await expect(python).toContainText('Active');
  await expect(
    page.getByText('Access to Python (Pro Plan) restored', { exact: true }),
  ).toBeVisible();
  await waitForMail(
    (m) => m.to.includes(learner.email) && m.subject.startsWith('Your access to Python is back'),
  );
  const again = await (await learnerPage.request.get('/api/enrolments/')).json();
  expect(again.results.map((e: { program: string }) => e.program).sort()).toEqual([
    'Java',
    'Python',
  ]);

  // A second refund, of ₹2,000 only, as goodwill: every access stays; it has its own credit note.
  await expect(page.getByText('Partly refunded').first()).toBeVisible();
  await page.getByRole('button', { name: 'Record refund' }).click();
  const second = page.getByRole('dialog');
  await second.getByRole('radio', { name: /An amount only/ }).check();
  await expect(second.getByText('Up to ₹4,999 is left to refund.')).toBeVisible();
  await second.getByLabel('Amount refunded, in rupees').fill('2000');
  await second.getByLabel('Reason the learner is told').fill('Goodwill for the moved session');
  await second
    .getByLabel('Internal note (optional; only staff see it)')
    .fill('Agreed on the phone');
  await second.getByRole('button', { name: 'Continue' }).click();
  await second.getByRole('button', { name: 'Confirm: record refund' }).click();
  await expect(page.getByRole('status')).toContainText('Refund recorded.');
  await expect(page.getByText('Refund 2')).toBeVisible();
  await expect(page.getByText('of the amount only, access kept')).toBeVisible();
  await expect(page.getByText('Agreed on the phone')).toBeVisible();
  await expect(python).toContainText('Active');
  await expect(java).toContainText('Active');
  await waitForMail(
    (m) =>
      m.to.includes(learner.email) &&
      m.subject.startsWith('Refund of ₹2,000 ') &&
      m.text.includes('Goodwill for the moved session') &&
      !m.text.includes('Agreed on the phone'),
  );
  await page.screenshot({
    path: `test-results/staff-refunds/${testInfo.project.name}-two-refunds.png`,
    fullPage: true,
  });

  // The learner's order page says what is true: paid, partly refunded, and which line was.
  await learnerPage.goto(`/orders/${number}`);
  await expect(learnerPage.getByTestId('order-status')).toContainText('Paid, partly refunded');
  await expect(learnerPage.getByText('Refunded ₹11,999 of ₹14,998.')).toBeVisible();
  const lines = learnerPage.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(lines.filter({ hasText: 'Python' })).toContainText('Refunded');
  await expect(lines.filter({ hasText: 'Java' })).not.toContainText('Refunded');
  await expectNoAxeViolations(learnerPage);
  await learnerPage.screenshot({
    path: `test-results/staff-refunds/${testInfo.project.name}-learner-order.png`,
    fullPage: true,
  });
  await learnerPage.context().close();
});
