import { randomInt } from 'node:crypto';
import { newAccount, signedIn } from './support/accounts.ts';
import { atOneWidth, expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';
import { freshUtr, otherBrowser, placeOrderByApi } from './support/people.ts';
import { ownerSignedIn } from './support/staff.ts';

/** An HDFC export as the bank writes it: a title, a debit, the credit, and a summary. */
const hdfcStatement = (utr: string) =>
  [
    'HDFC BANK Ltd.,,,,,,',
    'Statement of account,Account No :,50100012345678,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    '01/11/26,NEFT-RENT NOVEMBER,N305261234,01/11/26,"25,000.00",,"1,15,000.00"',
    `23/11/26,UPI/${utr}/fees/learner@okicici/ICIC,0000${utr},23/11/26,,"9,999.00","1,24,999.00"`,
    ',,,,,,',
    'STATEMENT SUMMARY :-,,,,,,',
  ].join('\n');

const thisMonth = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7);

test.describe('payments and reports', () => {
  // The report needs the invoice the first test issues.
  test.describe.configure({ mode: 'serial' });

  test('the owner confirms a reported payment from the bank statement; the learner gets the invoice', async ({
    page,
    browser,
  }, testInfo) => {
    atOneWidth('the desk on a phone is staff-day.spec.ts; this is the same console');
    // A learner orders a Python Pro Plan and reports its UPI reference.
    const learnerPage = await otherBrowser(browser, testInfo);
    const learner = await signedIn(learnerPage.request, newAccount('Ishaan'));
    const number = await placeOrderByApi(learnerPage.request, learner);
    const utr = freshUtr();
    const reported = await learnerPage.request.post(
      `/api/orders/${encodeURIComponent(number)}/payment/`,
      { data: { utr } },
    );
    expect(reported.status()).toBe(200);

    // The owner reads the statement the bank's credit is in.
    await ownerSignedIn(page.context());
    await page.goto('/staff/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await page
      .getByLabel('Or paste the statement’s text (used when no file is chosen)')
      .fill(hdfcStatement(utr));
    await page.getByRole('button', { name: 'Read statement' }).click();
    await expect(page.getByText(/as HDFC/)).toBeVisible();
    await expect(page.getByText(/1 credit, \d+ other rows? skipped/)).toBeVisible();

    const matches = page.getByRole('region', { name: 'Proposed matches', exact: true });
    const row = matches.getByRole('row').filter({ hasText: utr });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: number })).toHaveAttribute(
      'href',
      `/staff/orders/${number}`,
    );
    await expect(row).toContainText('UTR the learner reported');
    await expect(row).toContainText('₹9,999');
    await expect(row.getByRole('checkbox')).toBeChecked();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Unticked, nothing is left to confirm; ticked again, it is one payment.
    await row.getByRole('checkbox').uncheck();
    await expect(page.getByRole('button', { name: 'Confirm 0 payments' })).toBeDisabled();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirm 1 payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm 1 payment' });
    await expect(dialog).toContainText(number);
    await dialog.getByRole('button', { name: 'Confirm 1 payment' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 payment confirmed' })).toBeVisible();
    await expect(row).toContainText('Paid');
    await expect(page.getByRole('button', { name: 'Read the statement again' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Read again, the credit has already paid its order: it is no longer proposed.
    await page.getByRole('button', { name: 'Read the statement again' }).click();
    await expect(page.getByRole('region', { name: 'Proposed matches', exact: true })).toHaveCount(
      0,
    );
    await expect(page.getByText(utr).first()).toBeVisible();

    // The learner is mailed the invoice as a PDF...
    const mail = await waitForMail(
      (m) =>
        m.to.includes(learner.email) &&
        m.subject.startsWith('Payment received: you are enrolled') &&
        m.text.includes(number),
    );
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf, 'the invoice PDF is attached').toBeDefined();
    // Through JSON, a Buffer arrives as { type: 'Buffer', data: [...] }.
    const attached = Buffer.from((pdf!.content as unknown as { data: number[] }).data);
    expect(attached.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // ...and finds the same document on the order, downloadable only by them.
    const own = await learnerPage.request.get(`/api/orders/${encodeURIComponent(number)}/`);
    expect(own.status()).toBe(200);
    const { documents } = (await own.json()) as {
      documents: { kind: string; number: string; url: string }[];
    };
    expect(documents).toHaveLength(1);
    expect(['tax-invoice', 'invoice']).toContain(documents[0]!.kind);
    const download = await learnerPage.request.get(documents[0]!.url);
    expect(download.status()).toBe(200);
    const bytes = await download.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.equals(attached)).toBe(true);

    // The staff order page lists it, with the staff's own link to the same PDF.
    await page.goto(`/staff/orders/${number}`);
    const card = page.getByRole('region', { name: 'Documents' });
    await expect(card).toContainText(documents[0]!.number);
    const staffLink = card.getByRole('link', { name: /^Download PDF/ });
    await expect(staffLink).toHaveAttribute('download', '');
    const staffCopy = await page.request.get((await staffLink.getAttribute('href'))!);
    expect(staffCopy.status()).toBe(200);
    expect((await staffCopy.body()).equals(attached)).toBe(true);
    await expectNoAxeViolations(page);
    await learnerPage.context().close();
  });

  test("the reports page sums this month's invoices and offers the accountant's downloads", async ({
    page,
  }) => {
    atOneWidth('the desk on a phone is staff-day.spec.ts; this is the same console');
    await ownerSignedIn(page.context());
    await page.goto('/staff/reports');
    const month = page.getByLabel('Month');
    await expect(month).toHaveValue(thisMonth());
    await expect(page.getByRole('heading', { level: 2, name: /at a glance/ })).toBeVisible();
    // The first test issued one this month, whatever else the other tests did.
    const invoices = page
      .getByRole('term')
      .filter({ hasText: /^Invoices$/ })
      .locator('+ dd');
    await expect.poll(async () => Number(await invoices.textContent())).toBeGreaterThanOrEqual(1);
    await expect(
      page.getByRole('region', {
        name: 'B2C supplies by place of supply and rate',
        exact: true,
      }),
    ).toContainText('Total');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    for (const name of [
      'Invoices and credit notes (CSV)',
      'GSTR-1 b2cs: other B2C sales (CSV)',
      'Revenue by program (CSV)',
    ]) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('download', '');
      const href = (await link.getAttribute('href'))!;
      expect(href).toContain(`month=${thisMonth()}`);
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/csv/);
    }
    // The month's invoices and credit notes as the PDFs their buyers were sent, in one zip.
    const pdfs = page.getByRole('link', { name: 'Invoices and credit notes (PDFs in one zip)' });
    await expect(pdfs).toHaveAttribute('download', '');
    const zip = await page.request.get((await pdfs.getAttribute('href'))!);
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toBe('application/zip');
    // A zip's local file header, then the first PDF's name.
    const bytes = await zip.body();
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.toString('latin1')).toMatch(/\.pdf/);

    // A month long past has nothing, and says so; the month is kept in the URL.
    await month.fill('2020-01');
    await expect(page).toHaveURL(/\/staff\/reports\?month=2020-01$/);
    await expect(page.getByText('No invoices in January 2020.')).toBeVisible();
  });

  test('an unknown bank is read once its columns are chosen; a file too big is refused unsent', async ({
    page,
  }) => {
    atOneWidth('the desk on a phone is staff-day.spec.ts; this is the same console');
    await ownerSignedIn(page.context());
    await page.goto('/staff/payments');
    const pasted = page.getByLabel('Or paste the statement’s text (used when no file is chosen)');

    // Headers of this run's own: the server remembers a mapping per set of headers.
    const tag = randomInt(1_000_000);
    const headers = [`Posted ${tag}`, 'Details', 'Ref', 'Money out', 'Money in', 'Balance'];
    await pasted.fill(
      [headers.join(','), `23/11/2026,UPI/${randomInt(1e11, 1e12)}/gift,R1,,"1,500.00",10000`].join(
        '\n',
      ),
    );
    await page.getByRole('button', { name: 'Read statement' }).click();
    const picker = page.getByRole('form', { name: 'Statement columns' });
    await expect(picker).toBeVisible();
    await picker.getByLabel('Date').selectOption(`Posted ${tag}`);
    await picker.getByLabel('Description').selectOption('Details');
    await picker.getByLabel('Reference').selectOption('Ref');
    await picker.getByLabel('Credit amount').selectOption('Money in');
    await expectNoAxeViolations(page);
    await picker.getByRole('button', { name: 'Read with these columns' }).click();
    await expect(page.getByText(/as Your columns: 1 credit/)).toBeVisible();
    // No order explains it: it joins the open credits kept from every statement.
    await expect(page.getByRole('region', { name: 'Open credits', exact: true })).toContainText(
      '₹1,500',
    );

    // Not a statement at all: the server's reason, in an alert.
    await pasted.fill('just some words');
    await page.getByRole('button', { name: 'Read statement' }).click();
    await expect(page.getByRole('alert')).toContainText(/CSV|columns/);

    // Over 2 MB: said at once, and nothing is sent.
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/staff/payments/statement/')) sent = true;
    });
    await pasted.evaluate(
      (element, text) => {
        const textarea = element as HTMLTextAreaElement;
        const setter = Object.getOwnPropertyDescriptor(
          HTMLTextAreaElement.prototype,
          'value',
        )!.set!;
        setter.call(textarea, text);
        textarea.dispatchEvent(new Event('input', { bubbles: true }));
      },
      'x'.repeat(2 * 1024 * 1024 + 1),
    );
    await page.getByRole('button', { name: 'Read statement' }).click();
    await expect(page.getByRole('alert')).toContainText('larger than 2 MB');
    expect(sent).toBe(false);
  });
});
