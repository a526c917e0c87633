import { E2E_IDENTITY, E2E_INBOX } from './support/ports.ts';
import { waitForMail } from './support/mailbox.ts';
import { atOneWidth, expect, test } from './support/fixtures.ts';
import { scrollToPart } from './support/parts.ts';

/** Values of early drafts and examples that a live page must never show. */
const PLACEHOLDERS = [
  /8040000000/,
  /80 4000 0000/,
  /Prestige Tech Square/i,
  /42 Residency Road/i,
  /mentora\.example/,
  /50k\+/i,
  /100\+ colleges/i,
];

test.describe("the business's identity, from configuration", () => {
  test('the footer names the business and how to reach it', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const address = footer.locator('address');
    await expect(address).toContainText(E2E_IDENTITY.SELLER_LEGAL_NAME);
    await expect(address).toContainText('17 Church Street');
    await expect(address.getByRole('link', { name: E2E_IDENTITY.SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${E2E_IDENTITY.SUPPORT_EMAIL}`,
    );
    await expect(address.getByRole('link', { name: E2E_IDENTITY.SUPPORT_PHONE })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      E2E_IDENTITY.LINKEDIN_URL,
    );
    // Only the configured social pages are shown.
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} ${E2E_IDENTITY.SELLER_LEGAL_NAME}`,
    );
    const chat = `https://wa.me/${E2E_IDENTITY.WHATSAPP_NUMBER}`;
    await expect(address.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      chat,
    );
    // The floating button only where it fits beside the page (see phone-layout.spec.ts).
    if (test.info().project.name === 'desktop') {
      await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
        'href',
        chat,
      );
    }
  });

  test('the contact page gives the office, email and phone with its hours', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.locator('address')).toContainText('Bengaluru');
    await expect(main.getByRole('link', { name: E2E_IDENTITY.SUPPORT_EMAIL })).toBeVisible();
    await expect(main.getByText(`(${E2E_IDENTITY.SUPPORT_HOURS})`)).toBeVisible();
  });

  test('search engines read the same business, and link previews get a PNG', async ({
    page,
    request,
  }) => {
    atOneWidth('the same HTML for every viewport');
    await page.goto('/');
    const organization = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: E2E_IDENTITY.SITE_NAME,
      legalName: E2E_IDENTITY.SELLER_LEGAL_NAME,
      email: E2E_IDENTITY.SUPPORT_EMAIL,
      telephone: E2E_IDENTITY.SUPPORT_PHONE,
      sameAs: [E2E_IDENTITY.LINKEDIN_URL],
    });

    await page.goto('/python');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/images\/share\/python\.png$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '1200',
    );
    const png = await request.get(new URL(image!).pathname);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    // The PNG header's IHDR chunk: width and height as big-endian 32-bit integers.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('no built page shows a placeholder or an unbacked figure', async ({ request }) => {
    test.skip(test.info().project.name !== 'desktop', 'the same HTML for every viewport');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      for (const placeholder of PLACEHOLDERS) expect(html, path).not.toMatch(placeholder);
    }
  });
});

test.describe('a program enquiry', () => {
  test('takes the phone as typed, no company and a message, and says when to expect a reply', async ({
    page,
  }, testInfo) => {
    const email = `enquirer-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto('/python');
    await scrollToPart(page, 'enquiry');
    const form = page.getByRole('form', { name: 'Enquire about Python' });
    await form.getByLabel('Name').fill('Ravi Kumar');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+91 98765 43210');
    await form.getByLabel('Message (optional)').fill('Is there a weekend batch?');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByRole('status')).toContainText(
      /A program advisor will reply by email or phone by the end of \w+day, \d{1,2} \w+/,
    );

    const notification = await waitForMail(
      (m) => m.to.includes(E2E_INBOX) && m.text.includes(email),
    );
    expect(notification.replyTo).toBe(email);
    expect(notification.text).toContain('Phone: 9876543210');
    expect(notification.text).toContain('Message: Is there a weekend batch?');
    const acknowledgement = await waitForMail((m) => m.to.includes(email));
    expect(acknowledgement.from).toBe('"Mentora" <no-reply@mentora.test>');
    expect(acknowledgement.text).toContain('What happens next');
  });
});
