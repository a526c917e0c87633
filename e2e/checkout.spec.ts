import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { logIn, newAccount, registered, signedIn, type Account } from './support/accounts.ts';
import { startSelfPacedWhereAsked } from './support/cohorts.ts';
import { atOneWidth, expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { E2E_IDENTITY, E2E_INBOX, E2E_UPI_PAYEE_ID } from './support/ports.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';
import { freshUtr, otherBrowser } from './support/people.ts';
import { ownerSignedIn } from './support/staff.ts';

const HOUR = 60 * 60 * 1000;

/** Places an order for a Python Pro Plan through the API and returns its number. */
async function placedOrder(request: APIRequestContext, account: Account): Promise<string> {
  const placed = await request.post('/api/checkout-email/', {
    data: {
      name: account.username,
      email: account.email,
      address: '4 Park Street, Kolkata 700016',
      phone: account.phone,
      cart: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 999900 }],
      original_paise: 999900,
      discount_paise: 0,
      total_paise: 999900,
      idempotency_key: randomUUID(),
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order: { number: string } }).order.number;
}

test.describe('cart, checkout and the order page', () => {
  test('a visitor picks a plan, logs in, checks out, reports the payment and is enrolled', async ({
    page,
    request,
    browser,
    isMobile,
  }, testInfo) => {
    test.slow(); // the whole journey, two browsers and three mails
    // The account exists already (made elsewhere); this browser is a visitor.
    const account = newAccount('Kiran');
    await registered(request, account);
    // Time runs as usual while pages load; the timed parts below pause it at a point ahead of
    // wherever it has got to, and move it on by hand.
    const start = Date.now();
    await page.clock.install({ time: start });

    // The pick is kept in this browser while the visitor logs in, and they come back to the cart.
    await page.goto('/python');
    await page.getByRole('button', { name: 'Add Cart: Python, Pro Plan' }).click();
    await expect(page).toHaveURL('/login?next=%2Faddcart');
    // Information, not an error: announced politely and drawn in the brand's colours.
    await expect(
      page.getByRole('status').filter({ hasText: 'Log in to add a plan to your cart.' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Username or email').fill(account.email);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/addcart');
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('listitem')).toHaveCount(1);
    await expect(items).toContainText('Python');
    await expect(items).toContainText('Pro Plan');

    await page.goto('/data-analytics');
    await page.getByRole('button', { name: 'Add Cart: Data Analytics, Premium Plan' }).click();
    await expect(page).toHaveURL('/addcart');
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();

    // The same program and plan again is refused, and the button says why.
    await page.goto('/python');
    const again = page.getByRole('button', { name: 'Already in Cart: Python, Pro Plan' });
    await expect(again).toHaveText('Already in Cart');
    await again.click();
    await expect(page.getByText('The cart is already added')).toBeVisible();
    await expect(page).toHaveURL('/python');
    await page.getByRole('link', { name: 'Cart, 2 items' }).filter({ visible: true }).click();

    await expect(page).toHaveURL('/addcart');
    await expect(items.getByRole('listitem')).toHaveCount(2);
    // Each line shows its own program's picture.
    const line = (program: string) => items.getByRole('listitem').filter({ hasText: program });
    await expect(line('Python').locator('img')).toHaveAttribute(
      'src',
      '/images/programs/python.svg',
    );
    await expect(line('Data Analytics').locator('img')).toHaveAttribute(
      'src',
      '/images/programs/data-analytics.svg',
    );
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
    await code.fill('mav25c ');
    await apply.click();
    await expect(page.getByRole('status').filter({ hasText: 'Code MAV25C applied' })).toBeVisible();
    await expect(total).toHaveText('₹22,498');
    await page.getByRole('button', { name: 'Remove code' }).click();
    await expect(total).toHaveText('₹24,998');
    await code.fill('mav25c ');
    await apply.click();
    await expect(total).toHaveText('₹22,498');
    // Kept with the account's cart on the server.
    await page.reload();
    await expect(total).toHaveText('₹22,498');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    const details = page.getByRole('form', { name: 'Your details' });
    await expect(details.getByLabel('Full name')).toHaveValue(account.username);
    await expect(details.getByLabel('Email')).toHaveValue(account.email);
    await expect(
      details.getByText(
        'By placing the order you agree to the Terms, Privacy Policy and Refund Policy.',
      ),
    ).toBeVisible();
    await expect(details.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '/refund-cancellation-policy',
    );
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(details.getByText('Enter your address.')).toBeVisible();
    // The state decides the tax on the invoice; it is asked of everyone.
    await expect(details.getByText('Choose your state.')).toBeVisible();
    await details.getByLabel('Address').fill('12 MG Road, Bengaluru 560001');
    await details.getByLabel('State').selectOption({ label: 'Karnataka' });
    await startSelfPacedWhereAsked(page);
    await details.getByRole('button', { name: 'Continue to payment' }).click();

    // The order is placed and has a page of its own, which a reload comes back to.
    await expect(page).toHaveURL(/\/orders\/ORD-[0-9A-Z]{8}$/);
    const number = new URL(page.url()).pathname.split('/').at(-1)!;
    const heading = page.getByRole('heading', { level: 1, name: `Order ${number}` });
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Waiting for your payment');
    await expect(page.getByRole('heading', { name: 'Pay ₹22,498 by UPI' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The cart was emptied, here and on the server.
    await expect(page.getByRole('link', { name: /^Cart,/ })).toHaveCount(0);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('₹22,498');
    const orders = (await (await page.request.get('/api/orders/')).json()) as {
      results: unknown[];
    };
    expect(orders.results).toHaveLength(1);
    expect(((await (await page.request.get('/api/cart/')).json()) as { items: [] }).items).toEqual(
      [],
    );
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // A phone offers its UPI apps with the amount filled in; a desktop shows the QR code first.
    const qr = page.getByRole('img', { name: 'UPI QR code to pay ₹22,498' });
    if (isMobile) {
      await expect(page.getByRole('link', { name: 'GPay' })).toHaveAttribute(
        'href',
        new RegExp(
          `^tez://upi/pay\\?pa=${E2E_UPI_PAYEE_ID.replaceAll('.', '\\.')}&.*am=22498\\.00&cu=INR&tr=${number}`,
        ),
      );
      await expect(qr).toHaveCount(0);
      // Help is beside 'I have paid', the order's number already written for the team.
      await expect(page.getByRole('link', { name: 'Help on WhatsApp' })).toHaveAttribute(
        'href',
        `https://wa.me/${E2E_IDENTITY.WHATSAPP_NUMBER}?text=${encodeURIComponent(`Hello, I need help paying for order ${number}.`)}`,
      );
      await expect(page.getByRole('link', { name: 'Help on WhatsApp' })).toBeInViewport();
    } else {
      await expect(qr).toBeVisible();
      await expect(page.getByRole('link', { name: 'GPay' })).toHaveCount(0);
    }

    // A QR code shows for 2 minutes, counting down, then goes until asked for again. The clock
    // stands still from here, so only runFor moves the countdown.
    await page.clock.pauseAt(start + HOUR);
    await page
      .getByRole('button', { name: isMobile ? 'Show the QR code' : 'Show a fresh QR code' })
      .click();
    await expect(qr).toBeVisible();
    const countdown = page.getByRole('timer');
    await expect(countdown).toHaveText('Shown for 2:00 more');
    await page.clock.runFor(1_000);
    await expect(countdown).toHaveText('Shown for 1:59 more');
    await page.clock.runFor(59_000);
    await expect(countdown).toHaveText('Shown for 1:00 more');
    // 1 ms short of 2 minutes: still there.
    await page.clock.runFor(59_999);
    await expect(countdown).toHaveText('Shown for 0:01 more');
    await expect(qr).toBeVisible();
    await page.clock.runFor(1);
    await expect(qr).toHaveCount(0);
    await expect(countdown).toHaveCount(0);
    // The code hides; the order does not run out with it.
    await expect(
      page.getByText(/^The QR code was hidden after two minutes\. Your order stays open until /),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show a fresh QR code' })).toBeVisible();
    await page.clock.resume();

    await expect(page.getByText(E2E_UPI_PAYEE_ID)).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied!' })).toBeVisible();

    // The learner says they paid, with the reference their app showed.
    const report = page.getByRole('form', { name: 'Report your payment' });
    const utrInput = report.getByLabel('UPI reference (UTR)');
    await utrInput.fill('abcd efgh ijkl');
    await report.getByRole('button', { name: 'I have paid' }).click();
    await expect(utrInput).toHaveAccessibleDescription('Enter the 12-digit UPI reference (UTR).');
    await expect(utrInput).toHaveAttribute('aria-invalid', 'true');
    const utr = freshUtr();
    await utrInput.fill(`${utr.slice(0, 6)} ${utr.slice(6)}`);
    await report.getByRole('button', { name: 'I have paid' }).click();
    const verifying = page.getByRole('status').filter({ hasText: 'Payment being verified' });
    await expect(verifying).toBeVisible();
    await expect(page.getByTestId('reported-utr')).toHaveText(utr);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await waitForMail(
      (m) => m.to.includes(account.email) && m.subject.includes(`payment details for ${number}`),
    );
    await waitForMail((m) => m.to.includes(E2E_INBOX) && m.subject.includes(`New order ${number}`));

    // The owner finds the money in the bank and marks the order paid.
    const staffPage = await otherBrowser(browser, testInfo);
    await ownerSignedIn(staffPage.context());
    await staffPage.goto(`/staff/orders/${number}`);
    await staffPage.getByRole('button', { name: 'Mark as paid' }).click();
    const dialog = staffPage.getByRole('dialog');
    await dialog.getByLabel('UPI reference (UTR)').fill(utr);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Confirm: mark as paid' }).click();
    await expect(staffPage.getByRole('status')).toContainText('Order marked as paid.');
    await staffPage.context().close();

    // The learner is told, with the invoice attached, and finds both programs under My programs.
    const enrolled = await waitForMail(
      (m) =>
        m.to.includes(account.email) &&
        m.subject.startsWith('Payment received: you are enrolled') &&
        m.text.includes('/my-programs'),
    );
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Paid: you are enrolled' }),
    ).toBeVisible();
    // The order page offers the same invoice as the mail carried.
    const invoices = page.getByRole('region', { name: 'Invoices' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoices.getByRole('link', { name: /Download PDF/ }).click(),
    ]);
    const attached = enrolled.attachments[0]!;
    expect(download.suggestedFilename()).toBe(attached.filename);
    // Through JSON, a Buffer arrives as { type: 'Buffer', data: [...] }.
    const mailed = Buffer.from((attached.content as unknown as { data: number[] }).data);
    expect((await readFile(await download.path())).equals(mailed)).toBe(true);
    await page.getByRole('link', { name: 'Go to My programs' }).click();
    await expect(page).toHaveURL('/my-programs');
    const programs = page.getByRole('list', { name: 'Programs' });
    const python = programs.getByRole('listitem').filter({ hasText: 'Python' });
    await expect(python).toContainText('Pro Plan');
    await expect(python.getByRole('link', { name: number })).toHaveAttribute(
      'href',
      `/orders/${number}`,
    );
    await expect(python.getByRole('link', { name: 'Python', exact: true })).toHaveAttribute(
      'href',
      '/python',
    );
    await expect(
      programs.getByRole('listitem').filter({ hasText: 'Data Analytics' }),
    ).toContainText('Premium Plan');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // The program's page says so instead of offering its plans again.
    await page.goto('/python');
    await expect(page.getByText('You are enrolled in this program (Pro Plan).')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add Cart: Python/ })).toHaveCount(0);

    // The profile's list of orders says it in the learner's words, as the order page does.
    await page.goto('/profile#my-orders');
    const myOrders = page.getByRole('region', { name: 'My orders' });
    await expect(myOrders.getByRole('listitem').filter({ hasText: number })).toContainText(
      'Paid: you are enrolled',
    );

    // The cart is empty now: checkout says so and goes back to the cart after 1 s, not before.
    await page.clock.pauseAt(start + 2 * HOUR);
    await page.goto('/checkout');
    const empty = page.getByRole('alert');
    await expect(empty).toHaveText('No items in cart');
    await page.clock.runFor(900);
    await expect(page).toHaveURL('/checkout');
    await page.clock.runFor(100);
    // The cart's page loads its data before the address changes: time runs on from here.
    await page.clock.resume();
    await expect(page).toHaveURL('/addcart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('a visitor who signs up instead lands on the cart with their pick', async ({ page }) => {
    atOneWidth('cart and order rules; the phone checks out in the first test and account-quality');
    const account = newAccount('Ravi');
    // The page's timers run as usual, and are moved on by hand where the page waits.
    await page.clock.install();
    await page.goto('/java');
    await page.getByRole('button', { name: 'Add Cart: Java, Basic Plan' }).click();
    await expect(page).toHaveURL('/login?next=%2Faddcart');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/signup?next=%2Faddcart');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full name').fill(account.username);
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Phone').fill(account.phone);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('status')).toHaveText('Account created. You are signed in.');
    await page.clock.runFor(1_500);
    await expect(page).toHaveURL('/addcart');
    await expect(page.getByRole('region', { name: 'Items' })).toContainText('Java');
    // The visitor's copy went to the account: the browser keeps none.
    expect(await page.evaluate(() => localStorage.getItem('cart:visitor'))).toBeNull();
  });

  test('choosing another plan of a program switches it', async ({ page }) => {
    atOneWidth('cart and order rules; the phone checks out in the first test and account-quality');
    await signedIn(page.request);
    await page.goto('/python');
    await page.getByRole('button', { name: 'Add Cart: Python, Basic Plan' }).click();
    await expect(page).toHaveURL('/addcart');
    await page.goto('/python');
    await page.getByRole('button', { name: 'Add Cart: Python, Pro Plan' }).click();
    await expect(page).toHaveURL('/addcart');
    await expect(
      page.getByRole('status').filter({ hasText: 'Switched Python to Pro Plan' }),
    ).toBeVisible();
    const items = page.getByRole('region', { name: 'Items' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Pro Plan');
  });

  test('the cart is the same in two browsers of one account', async ({
    page,
    browser,
  }, testInfo) => {
    atOneWidth('cart and order rules; the phone checks out in the first test and account-quality');
    const account = await signedIn(page.request);
    const laptop = page;
    const phone = await otherBrowser(browser, testInfo);
    await logIn(phone.request, account);

    await laptop.goto('/excel');
    await laptop.getByRole('button', { name: 'Add Cart: Excel, Basic Plan' }).click();
    await expect(laptop).toHaveURL('/addcart');

    await phone.goto('/addcart');
    await expect(phone.getByRole('region', { name: 'Items' })).toContainText('Excel');
    await phone.getByLabel('Referral code', { exact: true }).fill('MAV25A');
    await phone.getByRole('button', { name: 'Apply' }).click();
    await expect(
      phone.getByRole('status').filter({ hasText: 'Code MAV25A applied' }),
    ).toBeVisible();

    await laptop.reload();
    await expect(
      laptop.getByRole('status').filter({ hasText: 'Code MAV25A applied' }),
    ).toBeVisible();
    await phone.context().close();
  });

  test('an unpaid order can be cancelled from its page', async ({ page }) => {
    atOneWidth('cart and order rules; the phone checks out in the first test and account-quality');
    const account = await signedIn(page.request);
    const number = await placedOrder(page.request, account);
    await page.goto(`/orders/${number}`);
    await expect(page.getByTestId('order-status')).toHaveText('Waiting for your payment');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toBeVisible();
    // Escape leaves the order as it was.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-status')).toHaveText('Waiting for your payment');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Report your payment' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');

    // My orders links it, greyed as cancelled.
    await page.goto('/profile#my-orders');
    const myOrders = page.getByRole('region', { name: 'My orders' });
    await expect(myOrders.getByRole('link', { name: number })).toHaveAttribute(
      'href',
      `/orders/${number}`,
    );
    await expect(myOrders).toContainText('Cancelled');
  });

  test("someone else's order is not found, and a visitor is asked to log in", async ({
    page,
    browser,
  }, testInfo) => {
    atOneWidth('cart and order rules; the phone checks out in the first test and account-quality');
    const ownerPage = await otherBrowser(browser, testInfo);
    const owner = await signedIn(ownerPage.request, newAccount('Divya'));
    const number = await placedOrder(ownerPage.request, owner);
    await ownerPage.context().close();

    await page.goto(`/orders/${number}`);
    await expect(page).toHaveURL(`/login?next=%2Forders%2F${number}&why=expired`);

    await signedIn(page.request);
    await page.goto(`/orders/${number}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expect(page.getByText(number)).toHaveCount(0);
  });

  test('a next that leaves the site is ignored after logging in', async ({ page, request }) => {
    atOneWidth('cart and order rules; the phone checks out in the first test and account-quality');
    const account = newAccount();
    await registered(request, account);
    await page.goto('/login?next=https://evil.example');
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Username or email').fill(account.email);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/profile');
  });

  test('visitors are asked to log in to see the cart, checkout and My programs', async ({
    page,
  }) => {
    atOneWidth('cart and order rules; the phone checks out in the first test and account-quality');
    for (const path of ['/addcart', '/checkout', '/my-programs']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}&why=expired`);
      await expect(page.getByRole('alert')).toHaveText(
        'Session not found or expired. Please login again.',
      );
    }
  });

  test('My programs says when there is none yet', async ({ page }) => {
    atOneWidth('cart and order rules; the phone checks out in the first test and account-quality');
    await signedIn(page.request);
    await page.goto('/my-programs');
    await expect(page.getByText('You are not enrolled in a program yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse programs' })).toHaveAttribute(
      'href',
      '/programs',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test('a session that ends during checkout sends the user to log in again', async ({ page }) => {
    atOneWidth('cart and order rules; the phone checks out in the first test and account-quality');
    await signedIn(page.request);
    await page.goto('/excel');
    await page.getByRole('button', { name: 'Add Cart: Excel, Basic Plan' }).click();
    await expect(page).toHaveURL('/addcart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Address').fill('12 MG Road, Bengaluru 560001');
    await details.getByLabel('State').selectOption('29');
    // Signed out elsewhere (or expired): the server answers 401.
    await page.context().clearCookies();
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL('/login?next=%2Fcheckout&why=expired');
    await expect(page.getByRole('alert')).toHaveText(
      'Session not found or expired. Please login again.',
    );
  });

  test("an older cart's 'Primum Plan' is the Premium Plan already in the cart", async ({
    page,
  }) => {
    atOneWidth('cart and order rules; the phone checks out in the first test and account-quality');
    await signedIn(page.request);
    const put = await page.request.put('/api/cart/', {
      data: { items: [{ program: 'Data Analytics', plan: 'Primum Plan' }], referral_code: null },
    });
    expect(put.status()).toBe(200);
    await page.goto('/data-analytics');
    const again = page.getByRole('button', {
      name: 'Already in Cart: Data Analytics, Premium Plan',
    });
    await expect(again).toHaveText('Already in Cart');
    await again.click();
    await expect(page.getByText('The cart is already added')).toBeVisible();
  });

  test('a cart line can be removed', async ({ page }) => {
    atOneWidth('cart and order rules; the phone checks out in the first test and account-quality');
    await signedIn(page.request);
    await page.goto('/excel');
    await page.getByRole('button', { name: 'Add Cart: Excel, Basic Plan' }).click();
    await expect(page).toHaveURL('/addcart');
    await page.getByRole('button', { name: 'Remove Excel, Basic Plan' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
});
