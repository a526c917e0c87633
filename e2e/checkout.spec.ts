import { signedIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { E2E_INBOX } from './support/ports.ts';

test.describe('cart and checkout', () => {
  test('buy two plans with a referral code and pay by UPI', async ({ page, isMobile }) => {
    const account = await signedIn(page.request);
    await page.clock.install();

    await page.goto('/python');
    await page.getByRole('button', { name: 'Add Cart: Python, Pro Plan' }).click();
    await expect(page).toHaveURL('/addcart');
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
    await page.goto('/data-analytics');
    await page.getByRole('button', { name: 'Add Cart: Data Analytics, Premium Plan' }).click();
    await expect(page).toHaveURL('/addcart');

    // The same program and plan again is refused, and the button says why.
    await page.goto('/python');
    const again = page.getByRole('button', { name: 'Already in Cart: Python, Pro Plan' });
    await expect(again).toHaveText('Already in Cart');
    await again.click();
    await expect(page.getByText('The cart is already added')).toBeVisible();
    await expect(page).toHaveURL('/python');
    await page.getByRole('link', { name: 'Cart, 2 items' }).filter({ visible: true }).click();

    await expect(page).toHaveURL('/addcart');
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('listitem')).toHaveCount(2);
    await expect(items).toContainText('Pro Plan');
    await expect(items.locator('img').first()).toHaveAttribute(
      'src',
      '/images/programs/python.svg',
    );
    const total = page.getByTestId('order-total');
    await expect(total).toHaveText('₹24,998');

    const code = page.getByLabel('Referral code', { exact: true });
    const apply = page.getByRole('button', { name: 'Apply' });
    await apply.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a code.');
    await code.fill('FRIEND50');
    await apply.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid referral code.');
    await code.fill('mav25c ');
    await apply.click();
    await expect(page.getByRole('status').filter({ hasText: 'Code MAV25C applied' })).toBeVisible();
    await expect(total).toHaveText('₹22,498');
    await page.getByRole('button', { name: 'Remove code' }).click();
    await expect(total).toHaveText('₹24,998');
    await code.fill('mav25c ');
    await apply.click();
    await expect(total).toHaveText('₹22,498');
    await page.reload();
    await expect(total).toHaveText('₹22,498');

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    const details = page.getByRole('form', { name: 'Your details' });
    await expect(details.getByLabel('Full name')).toHaveValue(account.username);
    await expect(details.getByLabel('Email')).toHaveValue(account.email);
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(details.getByText('Enter your address.')).toBeVisible();
    await details.getByLabel('Address').fill('12 MG Road, Bengaluru 560001');
    await details.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page.getByRole('heading', { name: 'Pay ₹22,498 by UPI' })).toBeVisible();
    const number = (await page
      .getByText(/ORD-[0-9A-Z]{8}/)
      .first()
      .textContent())!.match(/ORD-[0-9A-Z]{8}/)![0];

    // The QR code shows for 2 minutes, counting down, then goes and the choice is cleared.
    const qrOption = page.getByRole('button', { name: 'Pay by QR Code' });
    await qrOption.click();
    await expect(qrOption).toHaveAttribute('aria-pressed', 'true');
    const qr = page.getByRole('img', { name: 'UPI QR code to pay ₹22,498' });
    await expect(qr.locator('svg')).toBeVisible();
    await expect(page.getByText('This QR code expires in 2:00')).toBeVisible();
    await page.clock.fastForward(60_000);
    await expect(page.getByText('This QR code expires in 1:00')).toBeVisible();
    await page.clock.fastForward(61_000);
    await expect(qr).toHaveCount(0);
    await expect(qrOption).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('alert')).toHaveText(
      'The QR code has expired. Choose a payment option to pay.',
    );

    await page.getByRole('button', { name: 'Pay by UPI ID' }).click();
    await expect(page.getByText('mentora.dev@fakeupi')).toBeVisible();
    const gpay = page.getByRole('link', { name: 'GPay' });
    await expect(gpay).toHaveAttribute(
      'href',
      new RegExp(`^tez://upi/pay\\?pa=mentora\\.dev@fakeupi&.*am=22498\\.00&cu=INR&tr=${number}`),
    );

    await page.getByRole('button', { name: 'I have paid' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(number);
    if (!isMobile) {
      await expect(page.getByRole('link', { name: /^Cart,/ })).toHaveCount(0);
    }

    const notice = await waitForMail(
      (m) => m.to.includes(E2E_INBOX) && m.subject.includes(`New order ${number}`),
    );
    expect(notice.text).toContain('12 MG Road, Bengaluru 560001');
    const confirmation = await waitForMail(
      (m) => m.to.includes(account.email) && m.subject.includes(`Your order ${number}`),
    );
    expect(confirmation.text).toContain('₹22,498');

    await page.getByRole('link', { name: 'See my orders' }).click();
    const orders = page.getByRole('region', { name: 'My orders' });
    await expect(orders).toContainText(number);
    await expect(orders).toContainText('Payment reported');
    await expect(orders).toContainText('code MAV25C applied');

    // The cart is empty now: checkout says so and goes back to the cart.
    await page.goto('/checkout');
    await expect(page.getByRole('alert')).toHaveText('No items in cart');
    await page.clock.fastForward(1_000);
    await expect(page).toHaveURL('/addcart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('visitors are asked to log in to add a plan, and to see the cart', async ({ page }) => {
    await page.goto('/java');
    await page.getByRole('link', { name: 'Add Cart: Java, Basic Plan' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert')).toHaveText('Log in to add a plan to your cart.');
    await page.goto('/addcart');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert')).toHaveText(
      'Session not found or expired. Please login again.',
    );
    await page.goto('/checkout');
    await expect(page).toHaveURL('/login');
  });

  test('a cart line can be removed', async ({ page }) => {
    await signedIn(page.request);
    await page.goto('/excel');
    await page.getByRole('button', { name: 'Add Cart: Excel, Basic Plan' }).click();
    await expect(page).toHaveURL('/addcart');
    await page.getByRole('button', { name: 'Remove Excel, Basic Plan' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
});
