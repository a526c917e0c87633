import { randomInt } from 'node:crypto';
import { newAccount, signedIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { otherBrowser } from './support/people.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';
import { ownerSignedIn } from './support/staff.ts';

const istToday = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 10);

test('a company buys two seats; a learner takes hers from the invitation, the other is not hers', async ({
  page,
  browser,
}, testInfo) => {
  // The company's billing contact has an account; the owner records the seats, paid by NEFT.
  const billingPage = await otherBrowser(browser, testInfo);
  const billing = await signedIn(billingPage.request, newAccount('Neha'));
  const ria = newAccount('Ria');
  const sam = newAccount('Sam');
  const owner = await otherBrowser(browser, testInfo);
  await ownerSignedIn(owner.context());
  const created = await owner.request.post('/api/staff/orders/seats/', {
    data: {
      name: billing.username,
      email: billing.email,
      phone: billing.phone,
      address: '5th floor, Acme Towers, Mumbai 400001',
      state: '27',
      company: 'Acme Training LLP',
      program: 'Python',
      plan: 'Pro Plan',
      learners: [ria.email, sam.email],
      payment_method: 'bank_transfer',
      reference: `ACMEN${randomInt(10 ** 10, 10 ** 11)}`,
      received_on: istToday(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invitation = await waitForMail(
    (m) =>
      m.to.includes(ria.email) &&
      m.subject.startsWith('Acme Training LLP gave you a seat in Python'),
  );
  const link = /https?:\/\/\S+\/seats\/[\w-]+/.exec(invitation.text)![0];
  const seatPath = new URL(link).pathname;

  // Sam, signed in, opens Ria's link: the seat is not his to take.
  await signedIn(page.request, sam);
  await page.goto(seatPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Your seat' })).toBeVisible();
  await expect(page.getByText(`This seat is for ${ria.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take your seat' })).toHaveCount(0);

  // Ria signs up with the invited address and takes her seat, naming herself for the certificate.
  await page.context().clearCookies();
  await signedIn(page.request, ria);
  await page.goto(seatPath);
  await expect(page.getByText('Acme Training LLP')).toBeVisible();
  const name = page.getByLabel('Your full name, as your certificate will print it');
  await name.fill('Ria Fernandes');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `test-results/company-seats/${testInfo.project.name}-seat.png` });
  await page.getByRole('button', { name: 'Take your seat' }).click();
  await expect(
    page.getByText('This seat is yours: you are enrolled in Python.', { exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open your program space' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Python');
  await waitForMail((m) => m.to.includes(ria.email) && /Welcome|welcome/.test(m.subject));

  for (const other of [billingPage, owner]) await other.context().close();
});
