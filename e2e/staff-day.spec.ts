import { randomUUID } from 'node:crypto';
import { newAccount, signedIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { allMail, waitForMail } from './support/mailbox.ts';
import { freshUtr, otherBrowser, placeOrderByApi } from './support/people.ts';
import { expectNoSidewaysScroll } from './support/quality.ts';
import { ownerSignedIn } from './support/staff.ts';

test('a day at the desk on a phone: answer an enquiry, note and confirm an order', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'the desk at 1280 px is covered by the staff console tests');
  test.setTimeout(90_000);
  // An enquiry from a visitor, told its reference by mail.
  const asker = newAccount('Ritu');
  const subject = `Weekend batches ${randomUUID().slice(0, 8)}`;
  const sent = await page.request.post('/api/contact-enquiry-email/', {
    data: {
      name: asker.username,
      email: asker.email,
      phone: '9876543210',
      company: '',
      subject,
      message: 'Do you run weekend batches for working professionals?',
    },
  });
  expect(sent.status()).toBe(201);
  const acknowledgement = await waitForMail(
    (m) => m.to.includes(asker.email) && m.subject.startsWith('We received your enquiry'),
  );
  const reference = /ENQ-C-\d+/.exec(acknowledgement.text)![0];

  // A learner's order, paid and reported.
  const learnerPage = await otherBrowser(browser, testInfo);
  const learner = await signedIn(learnerPage.request, newAccount('Kavya'));
  const number = await placeOrderByApi(learnerPage.request, learner);
  const utr = freshUtr();
  expect(
    (await learnerPage.request.post(`/api/orders/${number}/payment/`, { data: { utr } })).status(),
  ).toBe(200);

  await ownerSignedIn(page.context());
  const savedName = `Weekend reply ${randomUUID().slice(0, 6)}`;
  const saved = await page.request.post('/api/staff/saved-replies/', {
    data: {
      name: savedName,
      body: 'Yes: our weekend cohorts meet on Saturdays, 10 am to 1 pm IST.',
    },
  });
  expect(saved.status()).toBe(201);

  // The enquiry, found by the reference the visitor was given, answered from a saved reply.
  await page.goto('/staff/enquiries');
  const search = page.getByRole('searchbox', { name: 'Search enquiries' });
  await search.fill(reference.toLowerCase());
  await search.press('Enter');
  await page.getByRole('link', { name: reference, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(page.getByRole('link', { name: `WhatsApp ${asker.username}` })).toHaveAttribute(
    'href',
    'https://wa.me/919876543210',
  );
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('enquiry-375.png'), fullPage: true });
  const reply = page.getByRole('form', { name: 'Reply by email' });
  await reply.getByLabel('Start from a saved reply').selectOption({ label: savedName });
  await reply.getByRole('button', { name: 'Send reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this reply?' });
  const shown = await dialog.getByLabel('The mail').innerText();
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(reply.getByRole('status')).toHaveText(`Reply sent to ${asker.email}.`);
  await expect(page.getByText('In progress').first()).toBeVisible();
  const answer = await waitForMail(
    (m) => m.to.includes(asker.email) && m.subject.includes(reference),
  );
  // What the preview showed is what went.
  expect(answer.text.trim()).toContain(shown.trim().split('\n')[0]!);
  expect(answer.text).toContain('Saturdays, 10 am to 1 pm IST');

  // The order, as a card among the reported payments: an internal note, then paid.
  await page.goto('/staff/orders?status=payment_reported');
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  const note = page.getByRole('form', { name: 'Add an internal note' });
  const remark = `Called the learner ${randomUUID().slice(0, 6)}; bank shows the credit.`;
  await note.getByLabel(/Internal note/).fill(remark);
  await note.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(remark)).toBeVisible();
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  const pay = page.getByRole('dialog');
  await pay.getByLabel('UPI reference (UTR)').fill(utr);
  await pay.getByRole('button', { name: 'Continue' }).click();
  await pay.getByRole('button', { name: 'Confirm: mark as paid' }).click();
  await expect(page.getByRole('status').first()).toContainText('Order marked as paid.');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('order-375.png'), fullPage: true });

  await waitForMail(
    (m) => m.to.includes(learner.email) && m.subject.startsWith('Payment received'),
  );
  // The note stays in the console: no mail to anyone carries it.
  expect((await allMail()).some((m) => m.text.includes(remark))).toBe(false);
});
