import { signedIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';
import { scrollToPart } from './support/parts.ts';

test.describe('account screens: accessibility and phone widths', () => {
  test('the login, sign-up, forgotten-password and email-undo screens, as they open, have no accessibility violations and no sideways scroll', async ({
    page,
    isMobile,
  }) => {
    for (const path of [
      '/login',
      '/signup',
      '/forgot-password',
      // Opened from a mail; nothing is sent before its button is pressed.
      `/account/undo-email-change?token=${'a'.repeat(32)}`,
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (!isMobile) await expectNoAxeViolations(page);
        await expectNoSidewaysScroll(page);
      });
    }
  });

  test('forms showing their errors, and a profile row being edited', async ({ page, isMobile }) => {
    const check = async () => {
      if (!isMobile) await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    };
    await page.goto('/signup');
    const signup = page.getByRole('form', { name: 'Sign up' });
    await signup.getByLabel('Full name').fill('Asha Rao');
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await expect(signup.getByText('Enter a valid email.')).toBeVisible();
    await check();

    await page.goto('/python');
    await scrollToPart(page, 'reviews');
    const review = page.getByRole('form', { name: 'Write a review' });
    await review.getByRole('button', { name: 'Submit review' }).click();
    await expect(review.getByRole('alert')).toBeVisible();
    await check();

    await signedIn(page.request);
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Account details' });
    await details.getByRole('button', { name: 'Change phone' }).click();
    const editor = details.getByRole('form', { name: 'Change phone' });
    await editor.getByLabel('New phone').fill('123');
    await editor.getByRole('button', { name: 'Verify' }).click();
    await expect(editor.getByText('Enter a 10-digit phone number.')).toBeVisible();
    await check();
  });

  test('profile, cart, checkout and the order page', async ({ page, isMobile }) => {
    await signedIn(page.request);
    const { id } = (await (await page.request.get('/api/profile/')).json()) as { id: number };
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
    // A cart kept in this browser by an older version of the site moves to the account.
    await page.evaluate((key) => {
      localStorage.setItem(
        key,
        JSON.stringify([
          {
            program: 'Human Resource Management',
            plan: 'Premium Plan',
            img: '/images/programs/human-resource-management.svg',
          },
          {
            program: 'Full Stack Development',
            plan: 'Basic Plan',
            img: '/images/programs/full-stack-development.svg',
          },
        ]),
      );
    }, `cart:${id}`);

    const check = async () => {
      if (!isMobile) await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    };
    await check();
    await page.goto('/addcart');
    await expect(page.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(2);
    await check();
    await page.goto('/checkout');
    const details = page.getByRole('form', { name: 'Your details' });
    await check();
    await details.getByLabel('Address').fill('Flat 4, Sector 21, Gurugram 122016');
    await details.getByLabel('State').selectOption({ label: 'Haryana' });
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    // The order's page: a phone offers the UPI apps, a desktop the QR code.
    await expect(page).toHaveURL(/\/orders\/ORD-/);
    if (isMobile) await expect(page.getByRole('link', { name: 'PhonePe' })).toBeVisible();
    else {
      await expect(page.getByRole('img', { name: /^UPI QR code/ })).toBeVisible();
    }
    await check();
    const report = page.getByRole('form', { name: 'Report your payment' });
    await report.getByRole('button', { name: 'I have paid' }).click();
    await expect(report.getByText('Enter the 12-digit UPI reference (UTR).')).toBeVisible();
    await check();
  });
});
