import type { Locator } from '@playwright/test';
import { E2E_INBOX } from './support/ports.ts';
import { waitForMail } from './support/mailbox.ts';
import { atOneWidth, expect, test } from './support/fixtures.ts';

test.describe('contact enquiry', () => {
  test('a visitor sends an enquiry and the staff inbox receives it', async ({ page }, testInfo) => {
    const subject = `Weekend batches (${testInfo.project.name} ${Date.now()})`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('Company').fill('Acme Pvt Ltd');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Do you run weekend batches for working professionals?');
    await form.getByRole('button', { name: 'Send enquiry' }).click();

    await expect(page.getByRole('status')).toContainText('Your enquiry has been sent');
    await expect(form.getByLabel('Subject')).toHaveValue('');

    const notification = await waitForMail(
      (m) => m.to.includes(E2E_INBOX) && m.subject.includes(subject),
    );
    expect(notification.text).toContain('Asha Rao');
    expect(notification.text).toContain('9876543210');
    // The acknowledgement gives the reference and quotes nothing the visitor typed.
    const reference = /ENQ-C-\d+/.exec(notification.subject)![0];
    const acknowledgement = await waitForMail(
      (m) => m.to.includes('asha@example.com') && m.text.includes(`reference is ${reference}.`),
    );
    expect(acknowledgement.text).not.toContain(subject);
    expect(acknowledgement.text).not.toContain('Asha Rao');
  });

  test('the form explains what to fix before anything is sent', async ({ page }) => {
    let requests = 0;
    await page.route('**/api/contact-enquiry-email/', (route) => {
      requests += 1;
      return route.continue();
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await form.getByLabel('Phone').fill('12345');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('Enter a valid name.')).toBeVisible();
    await expect(page.getByText('Enter a 10-digit phone number.')).toBeVisible();
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toBe(0);
  });

  const failures = [
    {
      name: 'with the server reason',
      fulfil: { status: 400, json: { error: 'Enter a valid email.' } },
      text: 'Failed to send enquiry: Enter a valid email.',
    },
    {
      name: 'without a reason',
      fulfil: { status: 502, body: 'Bad gateway' },
      text: 'Failed to send enquiry.',
    },
  ];
  for (const failure of failures) {
    test(`a refused enquiry is reported ${failure.name}`, async ({ page }) => {
      atOneWidth('the answers of the form; it is sent from a phone in the first test');
      await page.route('**/api/contact-enquiry-email/', (route) => route.fulfill(failure.fulfil));
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Contact enquiry' });
      await fillValidForm(form);
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByRole('alert')).toHaveText(failure.text);
    });
  }

  test('a network failure says so', async ({ page }) => {
    atOneWidth('the answers of the form; it is sent from a phone in the first test');
    await page.route('**/api/contact-enquiry-email/', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await fillValidForm(form);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('alert')).toHaveText('Network error.');
  });
});

async function fillValidForm(form: Locator) {
  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('Email').fill('asha@example.com');
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByLabel('Company').fill('Acme');
  await form.getByLabel('Subject').fill('Fees');
  await form.getByLabel('Message').fill('What are the fees?');
}
