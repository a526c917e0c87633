import { codeMailedTo, newAccount, signedIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';

test('the old address undoes an email change from the link mailed to it', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'a journey through the mail; account-quality checks the page on a phone');
  const account = await signedIn(page.request);
  const newEmail = newAccount('Meera').email;

  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Account details' });
  await details.getByRole('button', { name: 'Change email' }).click();
  const editor = details.getByRole('form', { name: 'Change email' });
  await editor.getByLabel('New email').fill(newEmail);
  await editor.getByRole('button', { name: 'Verify' }).click();
  await editor.getByLabel('Verification code').fill(await codeMailedTo(newEmail));
  await editor.getByLabel('Current password', { exact: true }).fill(account.password);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('status')).toHaveText('Updated successfully');

  // The old address hears of it, with a way back.
  const notice = await waitForMail(
    (mail) =>
      mail.subject.includes('Your email address was changed') &&
      mail.to.some((to) => to.toLowerCase() === account.email.toLowerCase()),
  );
  const link = /https?:\/\/\S+\/account\/undo-email-change\?token=[\w-]+/.exec(notice.text)?.[0];
  expect(link, 'the undo link in the mail').toBeDefined();
  const { pathname, search } = new URL(link!);

  const response = await page.goto(pathname + search);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Undo the email change' }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('button', { name: 'Put my old address back' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Your email address is back to ${account.email}.`,
  );

  // Every session ended, this one too: the old address signs in again.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Username or email').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(details).toContainText(account.email);
  await expect(details).not.toContainText(newEmail);

  // The link works once.
  await page.goto(pathname + search);
  await page.getByRole('button', { name: 'Put my old address back' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact',
  );
});
