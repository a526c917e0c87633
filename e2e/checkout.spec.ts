import { signedIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { E2E_INBOX } from './support/ports.ts';

const HOUR = 60 * 60 * 1000;

test.describe('cart and checkout', () => {
  test('buy two plans with a referral code and pay by UPI', async ({ page, isMobile }) => {
    const account = await signedIn(page.request);
    // Time runs as usual while pages load; the timed parts below pause it at a point ahead of
    // wherever it has got to, and move it on by hand.
    const start = Date.now();
    await page.clock.install({ time: start });

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
    // Each line shows its own program's picture.
    const expectPictures = async (list: typeof items) => {
      const line = (program: string) => list.getByRole('listitem').filter({ hasText: program });
      await expect(line('Python').locator('img')).toHaveAttribute(
        'src',
        '/images/programs/python.svg',
      );
      await expect(line('Data Analytics').locator('img')).toHaveAttribute(
        'src',
        '/images/programs/data-analytics.svg',
      );
    };
    await expectPictures(items);
    const total = page.getByTestId('order-total');
    await expect(total).toHaveText('₹24,998');

    const code = page.getByLabel('Referral code', { exact: true });
    const apply = page.getByRole('button', { name: 'Apply' });
    // The message belongs to the field: its description, and focus goes back to it.
    await apply.click();
    await expect(code).toHaveAccessibleDescription('Please enter a code.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeFocused();
    await code.fill('FRIEND50');
    await expect(code).not.toHaveAttribute('aria-invalid');
    await apply.click();
    await expect(code).toHaveAccessibleDescription('Invalid referral code.');
    await expect(page.getByText('Invalid referral code.')).toBeVisible();
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
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expectPictures(summary);
    await expect(summary.getByTestId('order-total')).toHaveText('₹22,498');
    const number = (await page
      .getByText(/ORD-[0-9A-Z]{8}/)
      .first()
      .textContent())!.match(/ORD-[0-9A-Z]{8}/)![0];

    // The QR code shows for 2 minutes, counting down, then goes and the choice is cleared.
    // The clock stands still from before the choice, so only runFor moves the countdown.
    await page.clock.pauseAt(start + HOUR);
    const qrOption = page.getByRole('button', { name: 'Pay by QR Code' });
    await qrOption.click();
    await expect(qrOption).toHaveAttribute('aria-pressed', 'true');
    const qr = page.getByRole('img', { name: 'UPI QR code to pay ₹22,498' });
    await expect(qr.locator('svg')).toBeVisible();
    const countdown = page.getByRole('timer');
    await expect(countdown).toHaveText('This QR code expires in 2:00');
    await page.clock.runFor(1_000);
    await expect(countdown).toHaveText('This QR code expires in 1:59');
    await page.clock.runFor(59_000);
    await expect(countdown).toHaveText('This QR code expires in 1:00');
    // 1 ms short of 2 minutes: still there, still chosen.
    await page.clock.runFor(59_999);
    await expect(countdown).toHaveText('This QR code expires in 0:01');
    await expect(qr).toBeVisible();
    await expect(qrOption).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(1);
    await expect(qr).toHaveCount(0);
    await expect(countdown).toHaveCount(0);
    await expect(qrOption).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('alert')).toHaveText(
      'The QR code has expired. Choose a payment option to pay.',
    );
    await page.clock.resume();

    await page.getByRole('button', { name: 'Pay by UPI ID' }).click();
    await expect(page.getByText('mentora.dev@fakeupi')).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied!' })).toBeVisible();
    const gpay = page.getByRole('link', { name: 'GPay' });
    await expect(gpay).toHaveAttribute(
      'href',
      new RegExp(`^tez://upi/pay\\?pa=mentora\\.dev@fakeupi&.*am=22498\\.00&cu=INR&tr=${number}`),
    );

    await page.getByRole('button', { name: 'I have paid' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(number);
    // Said as a promise: the outbox sends it shortly, not before this page shows.
    await expect(
      page.getByText(`A confirmation will be emailed to ${account.email}.`),
    ).toBeVisible();
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

    // The cart is empty now: checkout says so and goes back to the cart after 1 s, not before.
    await page.clock.pauseAt(start + 2 * HOUR);
    await page.goto('/checkout');
    const empty = page.getByRole('alert');
    await expect(empty).toHaveText('No items in cart');
    await page.clock.runFor(900);
    await expect(page).toHaveURL('/checkout');
    await expect(empty).toHaveText('No items in cart');
    await page.clock.runFor(100);
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

  test('a session that ends during checkout sends the user to log in again', async ({ page }) => {
    await signedIn(page.request);
    await page.goto('/excel');
    await page.getByRole('button', { name: 'Add Cart: Excel, Basic Plan' }).click();
    await expect(page).toHaveURL('/addcart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Address').fill('12 MG Road, Bengaluru 560001');
    // Signed out elsewhere (or expired): the server answers 401.
    await page.context().clearCookies();
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert')).toHaveText(
      'Session not found or expired. Please login again.',
    );
  });

  test("an older cart's 'Primum Plan' is the Premium Plan already in the cart", async ({
    page,
  }) => {
    await signedIn(page.request);
    const { id } = (await (await page.request.get('/api/profile/')).json()) as { id: number };
    await page.goto('/');
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify([
            {
              program: 'Data Analytics',
              plan: 'Primum Plan',
              img: '/images/programs/data-analytics.svg',
            },
          ]),
        ),
      `cart:${id}`,
    );
    await page.goto('/data-analytics');
    const again = page.getByRole('button', {
      name: 'Already in Cart: Data Analytics, Premium Plan',
    });
    await expect(again).toHaveText('Already in Cart');
    await again.click();
    await expect(page.getByText('The cart is already added')).toBeVisible();
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
