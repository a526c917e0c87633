import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../../domain/gst/gstin.ts';
import type { InvoiceDocument } from '../../../domain/gst/invoice-document.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/order-statuses.ts';
import { enquiryReference } from '../../../domain/staff/enquiries.ts';
import { hdfcStatement } from '../../reconciliation/sample-statements.ts';
import { exportEnquiries, type EnquiryExportRow } from '../../repositories/staff/enquiries.ts';
import { exportStaffOrders } from '../../repositories/staff/orders.ts';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { payMonthOfOrders } from '../../test/month-of-orders.ts';
import { checkoutBody, placeOrder } from '../../test/orders.ts';
import { hasPdftotext, pdfText } from '../../test/pdf-text.ts';
import { SELLER } from '../../test/seller.ts';

/** A published valid GSTIN (Maharashtra). */
const BUYER_GSTIN = '27AAPFU0939F1ZV';
/** The business the GSTIN registers: B2B invoices and their rows name it. */
const BUSINESS = 'Apex Skills Private Limited';
/** Python Pro Plan with a 10% referral discount. */
const REFERRED = {
  referral_code: 'MAV25C',
  original_paise: 999900,
  discount_paise: 100000,
  total_paise: 899900,
};

/** Enquiries stored at one instant, so their order is decided by kind and id. */
const AT_ONCE = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9876543210',
  company: '',
  created_at: '2026-11-01T05:00:00.000Z',
};

const rows = (body: string) => parse(body.replace(/^\uFEFF/, '')) as string[][];
const IST_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
const paisa = (p: number) => (p / 100).toFixed(2);
/** '05-Nov-2026': the India date the GST offline tool takes, worked out here with Date. */
const returnDateOf = (issuedAt: string) => {
  const day = new Date(Date.parse(issuedAt) + 330 * 60_000);
  return `${String(day.getUTCDate()).padStart(2, '0')}-${day.toUTCString().slice(8, 11)}-${day.getUTCFullYear()}`;
};

describeEachEngine("the accountant's exports", (engine) => {
  const ctx = useAppWithSmtp(engine, { seller: SELLER });
  let asha: TestAccount;

  let accountantAccount: TestAccount;

  const setUp = async () => {
    asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    accountantAccount = await accountWithRole(ctx.t.app, 'accountant');
    return {
      owner: callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner')),
      accountant: callAs(ctx.t.app, accountantAccount),
    };
  };
  /** The orders export as the accountant's browser asks for it, with its Accept-Encoding. */
  const downloadOrders = (acceptEncoding: string) =>
    ctx.t.app.inject({
      method: 'GET',
      url: '/api/staff/orders/export.csv',
      cookies: { session: accountantAccount.session },
      headers: { 'accept-encoding': acceptEncoding },
    });
  const markPaid = async (owner: ReturnType<typeof callAs>, number: string, utr: string) => {
    const { version } = (await owner.get(`/api/staff/orders/${number}/`)).json();
    const paid = await owner.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version,
      utr,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json();
  };
  const refund = async (owner: ReturnType<typeof callAs>, number: string, paise: number) => {
    const order = (await owner.get(`/api/staff/orders/${number}/`)).json();
    const refunded = await owner.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'refunded',
      version: order.version,
      amount_paise: paise,
      reason: 'Left the course in week one',
      lines: [order.items[0].id],
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
  };
  const storedDocuments = async () =>
    (
      await ctx.t.app.database.db.selectFrom('invoices').select('document').orderBy('id').execute()
    ).map((r) => JSON.parse(r.document) as InvoiceDocument);

  it('exports each order with India times, the paid UTR, invoice, refund and a totals row', async () => {
    const { owner, accountant } = await setUp();
    const referred = await placeOrder(ctx.t.app, asha, {
      overrides: { state: '29', buyer_gstin: BUYER_GSTIN, buyer_company: BUSINESS, ...REFERRED },
    });
    await markPaid(owner, referred, '300000000001');
    await refund(owner, referred, 150050);
    const byStatement = await placeOrder(ctx.t.app, asha, { overrides: { state: '29' } });
    const statement = hdfcStatement([
      { utr: '455555555555', amount: '9,999.00', note: `Mentora order ${byStatement}` },
    ]);
    const read = await owner.post('/api/staff/payments/statement/', {
      file_name: 'nov.csv',
      csv: statement,
    });
    const [credit] = read.json().credits;
    const confirmed = await owner.post('/api/staff/payments/confirm/', {
      matches: [{ order_number: byStatement, version: credit.proposal.version, utr: credit.utr }],
    });
    expect(confirmed.json().results[0].ok).toBe(true);
    const unpaid = await placeOrder(ctx.t.app, asha, { overrides: { state: '27' } });

    const csv = await accountant.get('/api/staff/orders/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...body] = rows(csv.body);
    expect(header).toEqual([
      'Order',
      'Placed (IST)',
      'Status',
      'Name',
      'Email',
      'Phone',
      'Buyer state',
      'Buyer GSTIN',
      'Programs',
      'Referral code',
      'Total (INR)',
      'Paid (IST)',
      'Paid UTR',
      'Reported UTR',
      'Invoice',
      'Place of supply',
      'Taxable value (INR)',
      'CGST (INR)',
      'SGST (INR)',
      'IGST (INR)',
      'Credit notes',
      'Refunded (INR)',
      'Refunded taxable value (INR)',
      'Refunded CGST (INR)',
      'Refunded SGST (INR)',
      'Refunded IGST (INR)',
      'Kept (INR)',
    ]);
    const byNumber = (n: string) => body.find((r) => r[0] === n)!;
    const column = (row: string[], name: string) => row[header!.indexOf(name)];

    const fromStatement = byNumber(byStatement);
    expect(column(fromStatement, 'Paid UTR')).toBe('455555555555');
    expect(column(fromStatement, 'Paid (IST)')).toMatch(IST_MINUTE);
    expect(column(fromStatement, 'Invoice')).toBe('MEN/26-27/00002');
    expect(column(fromStatement, 'Buyer state')).toBe('Karnataka');
    expect(column(fromStatement, 'Total (INR)')).toBe('9999.00');
    expect(column(fromStatement, 'Refunded (INR)')).toBe('');
    expect(column(fromStatement, 'Place of supply')).toBe('29-Karnataka');
    expect(column(fromStatement, 'Kept (INR)')).toBe('9999.00');

    const detail = (await owner.get(`/api/staff/orders/${referred}/`)).json();
    const ist = new Date(Date.parse(detail.created_at) + 330 * 60_000).toISOString();
    const [invoice, creditNote, localInvoice] = await storedDocuments();
    expect(creditNote!.kind).toBe('credit-note');
    expect(byNumber(referred)).toEqual([
      referred,
      `${ist.slice(0, 10)} ${ist.slice(11, 16)}`,
      ORDER_STATUS_LABELS[detail.status as OrderStatus],
      'Asha Rao',
      'asha@example.com',
      '9876543210',
      'Karnataka',
      BUYER_GSTIN,
      'Python (Pro Plan)',
      'MAV25C',
      '8999.00',
      column(byNumber(referred), 'Paid (IST)'),
      '300000000001',
      '',
      'MEN/26-27/00001',
      // A registered buyer's place of supply is its GSTIN's state: inter-state, IGST.
      '27-Maharashtra',
      paisa(invoice!.totals.taxable_paise),
      '0.00',
      '0.00',
      paisa(invoice!.totals.igst_paise),
      creditNote!.number,
      '1500.50',
      paisa(creditNote!.totals.taxable_paise),
      '0.00',
      '0.00',
      paisa(creditNote!.totals.igst_paise),
      '7498.50',
    ]);
    expect(invoice!.totals.taxable_paise + invoice!.totals.igst_paise).toBe(899900);
    expect(creditNote!.totals.taxable_paise + creditNote!.totals.igst_paise).toBe(150050);
    expect(column(byNumber(referred), 'Paid (IST)')).toMatch(IST_MINUTE);
    const unpaidRow = byNumber(unpaid);
    expect(column(unpaidRow, 'Buyer state')).toBe('Maharashtra');
    expect(column(unpaidRow, 'Paid UTR')).toBe('');
    expect(column(unpaidRow, 'Invoice')).toBe('');
    // An unpaid order has no invoice: no tax, nothing refunded, nothing kept.
    expect(header!.slice(15).map((name) => column(unpaidRow, name))).toEqual(Array(12).fill(''));
    const sum = (key: 'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise') =>
      paisa(invoice!.totals[key] + localInvoice!.totals[key]);
    expect(body.at(-1)).toEqual([
      'Total (3 orders)',
      ...Array(9).fill(''),
      '28997.00',
      '',
      '',
      '',
      '',
      '',
      sum('taxable_paise'),
      sum('cgst_paise'),
      sum('sgst_paise'),
      sum('igst_paise'),
      '',
      '1500.50',
      paisa(creditNote!.totals.taxable_paise),
      '0.00',
      '0.00',
      paisa(creditNote!.totals.igst_paise),
      // What the two paid orders kept: 8999.00 - 1500.50 + 9999.00.
      '17497.50',
    ]);

    const gzipped = await downloadOrders('gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(csv.body);
    const brotli = await downloadOrders('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(csv.body);
    const refused = await downloadOrders('gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();

    const filtered = rows((await accountant.get('/api/staff/orders/export.csv?status=paid')).body);
    expect(filtered.slice(1).map((r) => r[0])).toEqual([byStatement, 'Total (1 order)']);
  });

  it("sums the orders paid in a month to the month's report, to the paisa", async () => {
    const { owner, accountant } = await setUp();
    const orders = await payMonthOfOrders(ctx.t.app, owner, asha);
    const month = thisMonth();
    const report = (await accountant.get(`/api/staff/reports/?month=${month}`)).json();
    // Two refunds of one order, each its own credit note.
    expect(report).toMatchObject({ invoices: 3, credit_notes: 2 });

    const csv = await accountant.get(`/api/staff/orders/export.csv?paid_month=${month}`);
    expect(csv.statusCode).toBe(200);
    const [header, ...body] = rows(csv.body);
    const totals = body.at(-1)!;
    const paid = body.slice(0, -1);
    // Neither the unpaid order nor the one paid the month before.
    expect(paid.map((row) => row[0]).sort()).toEqual(
      [orders.local, orders.away, orders.business].sort(),
    );
    expect(totals[0]).toBe('Total (3 orders)');
    const amount = (row: string[], name: string) => {
      expect(header).toContain(name);
      const cell = row[header!.indexOf(name)]!;
      return cell === '' ? 0 : Math.round(Number(cell) * 100);
    };
    const amountColumns = header!.filter((name) => name.endsWith('(INR)'));
    expect(amountColumns).toHaveLength(11);
    for (const name of amountColumns) {
      const sum = paid.reduce((total, row) => total + amount(row, name), 0);
      expect(amount(totals, name), name).toBe(sum);
    }
    const net = (figure: string) =>
      amount(totals, `${figure} (INR)`) - amount(totals, `Refunded ${figure} (INR)`);
    expect(
      amount(totals, 'Taxable value (INR)') - amount(totals, 'Refunded taxable value (INR)'),
    ).toBe(report.totals.taxable_paise);
    expect(net('CGST')).toBe(report.totals.cgst_paise);
    expect(net('SGST')).toBe(report.totals.sgst_paise);
    expect(net('IGST')).toBe(report.totals.igst_paise);
    expect(amount(totals, 'Kept (INR)')).toBe(report.totals.total_paise);
    expect(amount(totals, 'Total (INR)') - amount(totals, 'Refunded (INR)')).toBe(
      report.totals.total_paise,
    );

    const documents = await storedDocuments();
    const notes = documents.filter((d) => d.kind === 'credit-note');
    const column = (number: string, name: string) =>
      paid.find((row) => row[0] === number)![header!.indexOf(name)];
    expect(column(orders.away, 'Credit notes')).toBe(notes.map((n) => n.number).join('; '));
    expect(column(orders.away, 'Refunded (INR)')).toBe('1500.50');
    expect(column(orders.away, 'Kept (INR)')).toBe('7498.50');
    expect(column(orders.away, 'Place of supply')).toBe('33-Tamil Nadu');
    expect(column(orders.local, 'Place of supply')).toBe('29-Karnataka');
    expect(column(orders.business, 'Place of supply')).toBe('27-Maharashtra');
    expect(column(orders.local, 'IGST (INR)')).toBe('0.00');
    expect(column(orders.business, 'CGST (INR)')).toBe('0.00');

    // The Reports page offers the same file for the month.
    const fromReports = await accountant.get(`/api/staff/reports/orders.csv?month=${month}`);
    expect(fromReports.headers['content-disposition']).toBe(
      `attachment; filename="orders-paid-${month}.csv"`,
    );
    expect(fromReports.body).toBe(csv.body);
    const badMonth = await accountant.get('/api/staff/orders/export.csv?paid_month=2026-13');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().error).toBe('Choose a month (YYYY-MM).');
  });

  it.runIf(engine === 'sqlite')(
    'streams every row, past the 10,000 rows it used to stop at',
    async () => {
      const { accountant } = await setUp();
      const number = await placeOrder(ctx.t.app, asha);
      const { db } = ctx.t.app.database;
      const { id: _id, ...template } = await db
        .selectFrom('orders')
        .selectAll()
        .where('number', '=', number)
        .executeTakeFirstOrThrow();
      await db.transaction().execute(async (tx) => {
        for (let start = 0; start < 10_050; start += 500) {
          await tx
            .insertInto('orders')
            .values(
              Array.from({ length: 500 }, (_, i) => ({
                ...template,
                number: `ORD-BULK${String(start + i).padStart(5, '0')}`,
                idempotency_key: `bulk-${start + i}`,
                // Some share an instant, so a page boundary falls inside a run of equal times.
                created_at: new Date(
                  Date.UTC(2026, 9, 1) + Math.floor((start + i) / 3) * 1000,
                ).toISOString(),
              })).slice(0, Math.min(500, 10_050 - start)),
            )
            .execute();
        }
      });

      const csv = await accountant.get('/api/staff/orders/export.csv');
      const [, ...body] = rows(csv.body);
      const orders = body.slice(0, -1);
      expect(orders).toHaveLength(10_051);
      expect(new Set(orders.map((r) => r[0])).size).toBe(10_051);
      expect(body.at(-1)!.slice(0, 1)).toEqual(['Total (10051 orders)']);
      expect(body.at(-1)![10]).toBe((10_051 * 9999).toFixed(2));
    },
  );

  it('exports every order once across pages, orders placed at one instant included', async () => {
    const { accountant } = await setUp();
    const twoLines = {
      cart: [
        { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
        { program: 'Excel', plan: 'Basic Plan', plan_paise: 499900 },
      ],
      original_paise: 1499800,
      total_paise: 1499800,
    };
    const numbers: string[] = [];
    for (let i = 0; i < 5; i++) {
      numbers.push(await placeOrder(ctx.t.app, asha, { overrides: i === 2 ? twoLines : {} }));
    }
    const { db } = ctx.t.app.database;
    // Four at one instant, so the keyset must go on by id across the pages of two.
    await db
      .updateTable('orders')
      .set({ created_at: '2026-11-02T05:00:00.000Z' })
      .where('number', 'in', numbers.slice(1))
      .execute();
    const paged: Array<{ number: string; programs: string }> = [];
    for await (const page of exportStaffOrders(db, {}, (o) => o, 2)) {
      expect(page.length).toBeLessThanOrEqual(2);
      paged.push(...page.map(({ number, programs }) => ({ number, programs })));
    }
    const listed = (await accountant.get('/api/staff/orders/?page_size=50')).json().results;
    expect(paged.map((o) => o.number)).toEqual(listed.map((o: { number: string }) => o.number));
    expect(new Set(paged.map((o) => o.number))).toEqual(new Set(numbers));
    expect(paged.find((o) => o.number === numbers[2])?.programs).toBe(
      'Python (Pro Plan); Excel (Basic Plan)',
    );
    const csv = rows((await downloadOrders('identity')).body);
    expect(csv.find((row) => row[0] === numbers[2])?.[8]).toBe(
      'Python (Pro Plan); Excel (Basic Plan)',
    );
  });

  it('exports enquiries with their message, newest first', async () => {
    const { owner } = await setUp();
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'staff'));
    const sent = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/contact-enquiry-email/',
      payload: {
        name: 'Kiran Das',
        email: 'kiran@example.com',
        phone: '9876543210',
        company: 'Das & Co',
        subject: 'Batch timings',
        message: 'Is there a weekend batch, with "live" sessions?',
      },
      headers: { origin: ctx.t.app.config.publicOrigin },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const csv = await staff.get('/api/staff/enquiries/export.csv');
    expect(csv.statusCode).toBe(200);
    const [header, row, ...rest] = rows(csv.body);
    expect(header).toEqual([
      'Reference',
      'Received (IST)',
      'Kind',
      'Name',
      'Email',
      'Phone',
      'Program',
      'Topic',
      'Message',
      'Status',
      'Assignee',
    ]);
    expect(rest).toEqual([]);
    expect(row![1]).toMatch(IST_MINUTE);
    expect(row!.slice(3, 10)).toEqual([
      'Kiran Das',
      'kiran@example.com',
      '9876543210',
      '',
      'Batch timings',
      'Is there a weekend batch, with "live" sessions?',
      'New',
    ]);
    // Pages of two, so the keyset crosses kinds and pages: each enquiry once, in list order.
    const { db } = ctx.t.app.database;
    await db
      .insertInto('program_enquiries')
      .values({ ...AT_ONCE, program: 'Python', message: 'Fees?' })
      .execute();
    await db
      .insertInto('freelancing_enquiries')
      .values({ ...AT_ONCE, office_motive: 'Upskilling', preference: 'Online', program: 'Python' })
      .execute();
    await db
      .insertInto('contact_enquiries')
      .values({ ...AT_ONCE, subject: 'Hello', message: 'Call me' })
      .execute();
    const paged: string[] = [];
    const written = (e: EnquiryExportRow) => `${enquiryReference(e.kind, e.id)}: ${e.message}`;
    for await (const page of exportEnquiries(db, {}, written, 2)) {
      expect(page.length).toBeLessThanOrEqual(2);
      paged.push(...page);
    }
    const listed = (await staff.get('/api/staff/enquiries/?page_size=50')).json().results;
    expect(paged.map((p) => p.split(':')[0])).toEqual(
      listed.map((e: { reference: string }) => e.reference),
    );
    expect(paged.filter((p) => p.endsWith('Goal: Upskilling; preference: Online'))).toHaveLength(1);

    // The accountant reads orders, not enquiries.
    const accountant = callAs(ctx.t.app, accountantAccount);
    expect((await accountant.get('/api/staff/enquiries/export.csv')).statusCode).toBe(403);
    expect((await owner.get('/api/staff/enquiries/export.csv')).statusCode).toBe(200);
  });

  it('exports every enquiry of a list longer than a page once, in list order, as the list pages it', async () => {
    await setUp();
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'staff'));
    const { db } = ctx.t.app.database;
    // 300 of each kind, three of each at every minute: pages end among rows of one moment.
    const person = (n: number) => ({
      ...AT_ONCE,
      name: `Asker ${n}`,
      created_at: new Date(Date.UTC(2026, 9, 1) + Math.floor(n / 3) * 60_000).toISOString(),
    });
    const many = Array.from({ length: 300 }, (_, n) => n);
    await db
      .insertInto('contact_enquiries')
      .values(many.map((n) => ({ ...person(n), subject: 'Fees', message: `Message ${n}` })))
      .execute();
    await db
      .insertInto('program_enquiries')
      .values(many.map((n) => ({ ...person(n), program: 'Python', message: `Message ${n}` })))
      .execute();
    await db
      .insertInto('freelancing_enquiries')
      .values(
        many.map((n) => ({
          ...person(n),
          office_motive: 'Upskilling',
          preference: 'Online',
          program: 'Python',
        })),
      )
      .execute();

    const listed: string[] = [];
    for (let page = 1; page <= 9; page++) {
      const answer = (await staff.get(`/api/staff/enquiries/?page_size=100&page=${page}`)).json();
      expect(answer.count).toBe(900);
      listed.push(...answer.results.map((e: { reference: string }) => e.reference));
    }
    expect(new Set(listed).size).toBe(900);
    const csv = await staff.get('/api/staff/enquiries/export.csv');
    expect(csv.statusCode).toBe(200);
    const [, ...exported] = rows(csv.body);
    expect(exported.map((row) => row[0])).toEqual(listed);
  });

  it('checks a GSTIN at checkout and bills the business it registers, its state the place of supply', async () => {
    const { owner } = await setUp();
    const checkout = (buyer_gstin: string, buyer_company = BUSINESS) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/checkout-email/',
        payload: checkoutBody(asha, { state: '29', buyer_gstin, buyer_company }),
        cookies: { session: asha.session },
        headers: { origin: ctx.t.app.config.publicOrigin },
      });
    const badCheck = await checkout('27AAPFU0939F1ZW');
    expect(badCheck.statusCode).toBe(400);
    expect(badCheck.json()).toEqual({
      error:
        'This GSTIN’s last character does not match the rest: check it against your registration certificate.',
      field: 'buyer_gstin',
    });
    const short = await checkout('27AAPFU0939F1Z');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('A GSTIN has 15 characters; this one has 14.');
    const badState = await checkout(`99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`);
    expect(badState.json().error).toMatch(/valid state code/);
    const nameless = await checkout(BUYER_GSTIN, '  ');
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toEqual({
      error: "Enter the business's legal name, as on its GST registration.",
      field: 'buyer_company',
    });
    const orders = await ctx.t.app.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(0);

    const placed = await checkout(' 27aapfu0939f1zv ');
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json().order.number;
    // Without a GSTIN, a business name is no business invoice: the person is billed.
    const blank = await checkout('');
    expect(blank.statusCode, blank.body).toBe(201);
    const unbilled = await ctx.t.app.database.db
      .selectFrom('orders')
      .select('buyer_company')
      .where('number', '=', blank.json().order.number)
      .executeTakeFirstOrThrow();
    expect(unbilled.buyer_company).toBeNull();
    const paid = await markPaid(owner, number, '300000000009');
    const [document] = await storedDocuments();
    expect(document!.buyer.gstin).toBe(BUYER_GSTIN);
    expect(document!.buyer.name).toBe(BUSINESS);
    // Chosen state Karnataka, but a registered buyer's place of supply is its GSTIN's state.
    expect(document!.place_of_supply).toEqual({ code: '27', name: 'Maharashtra' });
    expect(document!.totals.cgst_paise).toBe(0);
    expect(document!.totals.igst_paise).toBeGreaterThan(0);

    const pdf = await owner.get(paid.documents[0].url);
    if (hasPdftotext) {
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
      expect(text).toContain(BUSINESS);
      expect(text).not.toContain('Asha Rao');
      expect(text).toContain(`GSTIN: ${SELLER.gstin}`);
      expect(text).toContain('Place of supply: Maharashtra (27)');
    }
  });

  it('reports B2B invoices apart from B2C, the HSN and document summaries to the paisa, and the offers', async () => {
    const { owner, accountant } = await setUp();
    const b2b = await placeOrder(ctx.t.app, asha, {
      overrides: { state: '29', buyer_gstin: BUYER_GSTIN, buyer_company: BUSINESS, ...REFERRED },
    });
    await markPaid(owner, b2b, '300000000001');
    const local = await placeOrder(ctx.t.app, asha, { overrides: { state: '29' } });
    await markPaid(owner, local, '300000000002');
    const away = await placeOrder(ctx.t.app, asha, {
      overrides: { state: '33', ...REFERRED, referral_code: 'MAV25A' },
    });
    await markPaid(owner, away, '300000000003');
    await refund(owner, away, 100000);
    const month = thisMonth();
    const documents = await storedDocuments();
    const [b2bInvoice, localInvoice, awayInvoice, creditNote] = documents;

    const report = (await accountant.get(`/api/staff/reports/?month=${month}`)).json();
    expect(report.b2c.map((b: { place_of_supply: string }) => b.place_of_supply)).toEqual([
      '29',
      '33',
    ]);
    expect(report.b2c[0].total_paise).toBe(999900);
    expect(report.b2c[1].total_paise).toBe(899900 - 100000);
    expect(report.totals.total_paise).toBe(899900 + 999900 + 899900 - 100000);
    // GSTR-1 B2C Others: per place of supply and rate, the credit note taken off, no totals row.
    const b2csCsv = rows(
      (await accountant.get(`/api/staff/reports/gstr1-b2c.csv?month=${month}`)).body,
    );
    expect(b2csCsv.slice(1)).toEqual([
      ['OE', '29-Karnataka', '18', '', paisa(localInvoice!.totals.taxable_paise), '0.00', ''],
      [
        'OE',
        '33-Tamil Nadu',
        '18',
        '',
        paisa(awayInvoice!.totals.taxable_paise - creditNote!.totals.taxable_paise),
        '0.00',
        '',
      ],
    ]);

    const b2bCsv = rows(
      (await accountant.get(`/api/staff/reports/gstr1-b2b.csv?month=${month}`)).body,
    );
    expect(b2bCsv[0]).toEqual([
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ]);
    const b2bTaxable = b2bInvoice!.totals.taxable_paise;
    expect(b2bTaxable + b2bInvoice!.totals.igst_paise).toBe(899900);
    // The offline tool works the tax out from the rate; a totals row would be read as an invoice.
    expect(b2bCsv.slice(1)).toEqual([
      [
        BUYER_GSTIN,
        BUSINESS,
        'MEN/26-27/00001',
        returnDateOf(b2bInvoice!.issued_at),
        '8999.00',
        '27-Maharashtra',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        paisa(b2bTaxable),
        '0.00',
      ],
    ]);

    // GSTR-1 table 12, registered and unregistered buyers apart, credit notes deducted.
    const hsnFile = async (file: string) =>
      rows((await accountant.get(`/api/staff/reports/${file}?month=${month}`)).body);
    const hsnB2b = await hsnFile('hsn-b2b.csv');
    const hsnB2c = await hsnFile('hsn-b2c.csv');
    const b2cSum = (key: 'taxable_paise' | 'igst_paise' | 'cgst_paise' | 'sgst_paise') =>
      localInvoice!.totals[key] + awayInvoice!.totals[key] - creditNote!.totals[key];
    const sac = ['999293', 'Commercial training and coaching services', 'NA', '0'];
    expect(hsnB2b.slice(1)).toEqual([
      [
        ...sac,
        '8999.00',
        '18',
        paisa(b2bTaxable),
        paisa(b2bInvoice!.totals.igst_paise),
        '0.00',
        '0.00',
        '0.00',
      ],
    ]);
    expect(hsnB2c.slice(1)).toEqual([
      [
        ...sac,
        '17998.00',
        '18',
        paisa(b2cSum('taxable_paise')),
        paisa(b2cSum('igst_paise')),
        paisa(b2cSum('cgst_paise')),
        paisa(b2cSum('sgst_paise')),
        '0.00',
      ],
    ]);
    for (const row of [...hsnB2b.slice(1), ...hsnB2c.slice(1)]) {
      const [value, , taxable, igst, cgst, sgst] = row.slice(4).map((c) => Math.round(+c * 100));
      expect(taxable! + igst! + cgst! + sgst!, row[0]).toBe(value);
    }

    const summary = rows(
      (await accountant.get(`/api/staff/reports/document-summary.csv?month=${month}`)).body,
    );
    expect(summary).toEqual([
      ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
      ['Invoices for outward supply', 'MEN/26-27/00001', 'MEN/26-27/00003', '3', '0'],
      ['Credit Note', 'MENC/26-27/00001', 'MENC/26-27/00001', '1', '0'],
    ]);

    const offers = await accountant.get(`/api/staff/reports/offers/?month=${month}`);
    expect(offers.json()).toEqual({
      month,
      offers: [
        {
          code: 'MAV25A',
          referrer: 'Aarav Sharma',
          orders: 1,
          revenue_paise: 899900,
          discount_paise: 100000,
          refunded_paise: 100000,
          net_paise: 799900,
        },
        {
          code: 'MAV25C',
          referrer: 'Chetan Patil',
          orders: 1,
          revenue_paise: 899900,
          discount_paise: 100000,
          refunded_paise: 0,
          net_paise: 899900,
        },
      ],
      totals: {
        orders: 2,
        revenue_paise: 1799800,
        discount_paise: 200000,
        refunded_paise: 100000,
        net_paise: 1699800,
      },
    });
    expect(
      rows((await accountant.get(`/api/staff/reports/offers.csv?month=${month}`)).body),
    ).toEqual([
      [
        'Code',
        'Referrer',
        'Orders',
        'Revenue (INR)',
        'Discount given (INR)',
        'Refunded (INR)',
        'Net (INR)',
      ],
      ['MAV25A', 'Aarav Sharma', '1', '8999.00', '1000.00', '1000.00', '7999.00'],
      ['MAV25C', 'Chetan Patil', '1', '8999.00', '1000.00', '0.00', '8999.00'],
      ['Total', '', '2', '17998.00', '2000.00', '1000.00', '16998.00'],
    ]);
    expect((await accountant.get('/api/staff/reports/offers/?month=2020-01')).json()).toEqual({
      month: '2020-01',
      offers: [],
      totals: { orders: 0, revenue_paise: 0, discount_paise: 0, refunded_paise: 0, net_paise: 0 },
    });
    expect((await accountant.get('/api/staff/reports/hsn-b2b.csv?month=2026-13')).statusCode).toBe(
      400,
    );
  });

  it("downloads a month's invoices and credit notes as their PDFs, in one zip", async () => {
    const { owner, accountant } = await setUp();
    const b2b = await placeOrder(ctx.t.app, asha, {
      overrides: { state: '29', buyer_gstin: BUYER_GSTIN, buyer_company: BUSINESS },
    });
    await markPaid(owner, b2b, '300000000021');
    await refund(owner, b2b, 100000);
    const local = await placeOrder(ctx.t.app, asha, { overrides: { state: '29' } });
    await markPaid(owner, local, '300000000022');
    const documents = await storedDocuments();
    expect(documents.map((d) => d.kind)).toEqual(['tax-invoice', 'credit-note', 'tax-invoice']);

    const month = thisMonth();
    const zip = await accountant.get(`/api/staff/reports/documents.zip?month=${month}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(
      `attachment; filename="documents-${month}.zip"`,
    );
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    // Invoices first, each kind by number, as the month's other files list them.
    const names = ['MEN/26-27/00001', 'MEN/26-27/00002', 'MENC/26-27/00001'];
    expect(documents.map((d) => d.number).sort()).toEqual(names);
    expect(Object.keys(files)).toEqual(names.map((n) => `${n.replaceAll('/', '-')}.pdf`));
    for (const pdf of Object.values(files)) {
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    }
    if (hasPdftotext) {
      const first = pdfText(Buffer.from(files['MEN-26-27-00001.pdf']!));
      expect(first).toContain('MEN/26-27/00001');
      expect(first).toContain(BUSINESS);
    }

    const none = await accountant.get('/api/staff/reports/documents.zip?month=2025-01');
    expect(none.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(none.rawPayload)))).toEqual([]);
    expect(
      (await accountant.get('/api/staff/reports/documents.zip?month=2026-13')).statusCode,
    ).toBe(400);
  });

  it("lists a registered buyer's credit note in GSTR-1 CDNR, and keeps it out of the B2C summary", async () => {
    const { owner, accountant } = await setUp();
    const b2b = await placeOrder(ctx.t.app, asha, {
      overrides: { state: '29', buyer_gstin: BUYER_GSTIN, buyer_company: BUSINESS },
    });
    await markPaid(owner, b2b, '300000000011');
    await refund(owner, b2b, 250050);
    const month = thisMonth();
    const [invoice, note] = await storedDocuments();
    expect(note!.kind).toBe('credit-note');
    expect(note!.totals.total_paise).toBe(250050);

    const cdnr = rows(
      (await accountant.get(`/api/staff/reports/gstr1-cdnr.csv?month=${month}`)).body,
    );
    expect(cdnr).toEqual([
      [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Reverse Charge',
        'Note Supply Type',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
      [
        BUYER_GSTIN,
        BUSINESS,
        note!.number,
        returnDateOf(note!.issued_at),
        'C',
        '27-Maharashtra',
        'N',
        'Regular B2B',
        '2500.50',
        '',
        '18',
        paisa(note!.totals.taxable_paise),
        '0.00',
      ],
    ]);
    expect(note!.totals.taxable_paise + note!.totals.igst_paise).toBe(250050);
    // Neither the note nor its invoice is a B2C supply.
    const report = (await accountant.get(`/api/staff/reports/?month=${month}`)).json();
    expect(report.b2c).toEqual([]);
    expect(report.totals.total_paise).toBe(invoice!.totals.total_paise - 250050);
    const empty = rows(
      (await accountant.get('/api/staff/reports/gstr1-cdnr.csv?month=2020-01')).body,
    );
    expect(empty.slice(1)).toEqual([]);
  });
});
