import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import type { InvoiceDocument } from '../../../domain/gst/invoice-document.ts';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../../test/accounts.ts';
import { JSON_KEYS, KARNATAKA, MAHARASHTRA, TEMPLATE_HEADERS } from '../../test/gstr1-templates.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';
import { SELLER } from '../../test/seller.ts';

/** A published valid GSTIN (Maharashtra). */
const BUYER_GSTIN = '27AAPFU0939F1ZV';
const BUSINESS = 'Apex Skills Private Limited';

/** Premium plans of `count` programs at ₹14,999 each: seven make ₹1,04,993. */
const PROGRAMS = ['Python', 'Java', 'Data Analytics', 'Excel', 'Power BI', 'Cybersecurity'];
const premiumCart = (count: number) => {
  const cart = [...PROGRAMS, 'Cloud Computing']
    .slice(0, count)
    .map((program) => ({ program, plan: 'Premium Plan', plan_paise: 1499900 }));
  const total = cart.length * 1499900;
  return { cart, original_paise: total, total_paise: total };
};

const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
const rupees = (paise: number) => (paise / 100).toFixed(2);
/** '05-Nov-2026' and '05-11-2026': the India date of an instant, worked out here with Date. */
const indiaDate = (issuedAt: string) => new Date(Date.parse(issuedAt) + 330 * 60_000);
const templateDateOf = (issuedAt: string) => {
  const day = indiaDate(issuedAt);
  return `${String(day.getUTCDate()).padStart(2, '0')}-${day.toUTCString().slice(8, 11)}-${day.getUTCFullYear()}`;
};
const jsonDateOf = (issuedAt: string) =>
  indiaDate(issuedAt).toISOString().slice(0, 10).split('-').reverse().join('-');
/** The file as the offline tool reads it: no byte-order mark, the first line its columns. */
const lines = (body: string) => body.split('\r\n').filter((line) => line !== '');
const rows = (body: string) => parse(body) as string[][];

describeEachEngine('GSTR-1 for the offline tool and the portal', (engine) => {
  const ctx = useAppWithSmtp(engine, { seller: SELLER });
  let asha: TestAccount;

  const setUp = async () => {
    asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    return {
      owner: callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner')),
      accountant: callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'accountant')),
    };
  };
  const paidOrder = async (owner: ReturnType<typeof callAs>, utr: string, overrides: object) => {
    const number = await placeOrder(ctx.t.app, asha, { overrides });
    const { version } = (await owner.get(`/api/staff/orders/${number}/`)).json();
    const paid = await owner.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version,
      utr,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return number;
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

  /**
   * A small month: a business in Maharashtra, a ₹1,04,993 sale to a person there (B2C Large),
   * an ₹89,994 one (not), a ₹9,999 one in Karnataka, and a credit note against each of the
   * business's, the large one's and the Karnataka one's invoices.
   */
  const smallMonth = async () => {
    const { owner, accountant } = await setUp();
    const b2b = await paidOrder(owner, '300000000001', {
      state: '29',
      buyer_gstin: BUYER_GSTIN,
      buyer_company: BUSINESS,
    });
    const large = await paidOrder(owner, '300000000002', { state: '27', ...premiumCart(7) });
    await paidOrder(owner, '300000000003', { state: '27', ...premiumCart(6) });
    const local = await paidOrder(owner, '300000000004', { state: '29' });
    await refund(owner, b2b, 250050);
    await refund(owner, large, 1000000);
    await refund(owner, local, 100000);
    const [b2bInvoice, largeInvoice, smallInvoice, localInvoice, b2bNote, largeNote, localNote] =
      await storedDocuments();
    expect(largeInvoice!.totals.total_paise).toBe(10499300);
    expect(smallInvoice!.totals.total_paise).toBe(8999400);
    const month = thisMonth();
    const file = async (name: string) => {
      const response = await accountant.get(`/api/staff/reports/${name}?month=${month}`);
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    return {
      month,
      owner,
      accountant,
      file,
      documents: {
        b2bInvoice: b2bInvoice!,
        largeInvoice: largeInvoice!,
        smallInvoice: smallInvoice!,
        localInvoice: localInvoice!,
        b2bNote: b2bNote!,
        largeNote: largeNote!,
        localNote: localNote!,
      },
    };
  };

  it("writes each section with its template's columns, one row per document, and no totals row", async () => {
    const { file, documents: d } = await smallMonth();
    const b2b = await file('gstr1-b2b.csv');
    expect(b2b.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(b2b.body.startsWith('GSTIN/UIN of Recipient,')).toBe(true);
    const files = {
      b2b: b2b.body,
      b2cl: (await file('gstr1-b2cl.csv')).body,
      b2cs: (await file('gstr1-b2c.csv')).body,
      cdnr: (await file('gstr1-cdnr.csv')).body,
      cdnur: (await file('gstr1-cdnur.csv')).body,
      hsnB2b: (await file('hsn-b2b.csv')).body,
      hsnB2c: (await file('hsn-b2c.csv')).body,
      docs: (await file('document-summary.csv')).body,
    };
    expect(lines(files.b2b)[0]).toBe(TEMPLATE_HEADERS.b2b);
    expect(lines(files.b2cl)[0]).toBe(TEMPLATE_HEADERS.b2cl);
    expect(lines(files.b2cs)[0]).toBe(TEMPLATE_HEADERS.b2cs);
    expect(lines(files.cdnr)[0]).toBe(TEMPLATE_HEADERS.cdnr);
    expect(lines(files.cdnur)[0]).toBe(TEMPLATE_HEADERS.cdnur);
    expect(lines(files.hsnB2b)[0]).toBe(TEMPLATE_HEADERS.hsn);
    expect(lines(files.hsnB2c)[0]).toBe(TEMPLATE_HEADERS.hsn);
    expect(lines(files.docs)[0]).toBe(TEMPLATE_HEADERS.docs);
    for (const body of Object.values(files)) expect(body).not.toMatch(/^\uFEFF/);

    // B2B: the business by its legal name, its state as the template's list spells it.
    expect(rows(files.b2b).slice(1)).toEqual([
      [
        BUYER_GSTIN,
        BUSINESS,
        d.b2bInvoice.number,
        templateDateOf(d.b2bInvoice.issued_at),
        '9999.00',
        MAHARASHTRA,
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        rupees(d.b2bInvoice.totals.taxable_paise),
        '0.00',
      ],
    ]);
    // B2CL: the inter-state sale over ₹1,00,000; the ₹89,994 one is not here.
    expect(rows(files.b2cl).slice(1)).toEqual([
      [
        d.largeInvoice.number,
        templateDateOf(d.largeInvoice.issued_at),
        '104993.00',
        MAHARASHTRA,
        '',
        '18',
        rupees(d.largeInvoice.totals.taxable_paise),
        '0.00',
        '',
      ],
    ]);
    // B2CS: per place of supply and rate; the Karnataka credit note reduces its row.
    expect(rows(files.b2cs).slice(1)).toEqual([
      ['OE', MAHARASHTRA, '18', '', rupees(d.smallInvoice.totals.taxable_paise), '0.00', ''],
      [
        'OE',
        KARNATAKA,
        '18',
        '',
        rupees(d.localInvoice.totals.taxable_paise - d.localNote.totals.taxable_paise),
        '0.00',
        '',
      ],
    ]);
    expect(rows(files.cdnr).slice(1)).toEqual([
      [
        BUYER_GSTIN,
        BUSINESS,
        d.b2bNote.number,
        templateDateOf(d.b2bNote.issued_at),
        'C',
        MAHARASHTRA,
        'N',
        'Regular B2B',
        '2500.50',
        '',
        '18',
        rupees(d.b2bNote.totals.taxable_paise),
        '0.00',
      ],
    ]);
    expect(rows(files.cdnur).slice(1)).toEqual([
      [
        'B2CL',
        d.largeNote.number,
        templateDateOf(d.largeNote.issued_at),
        'C',
        MAHARASHTRA,
        '10000.00',
        '',
        '18',
        rupees(d.largeNote.totals.taxable_paise),
        '0.00',
      ],
    ]);
    const net = (documents: InvoiceDocument[], notes: InvoiceDocument[]) => {
      const sum = (key: keyof InvoiceDocument['totals']) =>
        documents.reduce((t, x) => t + x.totals[key], 0) -
        notes.reduce((t, x) => t + x.totals[key], 0);
      return [
        rupees(sum('total_paise')),
        '18',
        rupees(sum('taxable_paise')),
        rupees(sum('igst_paise')),
        rupees(sum('cgst_paise')),
        rupees(sum('sgst_paise')),
        '0.00',
      ];
    };
    const sac = ['999293', 'Commercial training and coaching services', 'NA', '0'];
    expect(rows(files.hsnB2b).slice(1)).toEqual([[...sac, ...net([d.b2bInvoice], [d.b2bNote])]]);
    expect(rows(files.hsnB2c).slice(1)).toEqual([
      [
        ...sac,
        ...net([d.largeInvoice, d.smallInvoice, d.localInvoice], [d.largeNote, d.localNote]),
      ],
    ]);
    expect(rows(files.docs).slice(1)).toEqual([
      ['Invoices for outward supply', 'MEN/26-27/00001', 'MEN/26-27/00004', '4', '0'],
      ['Credit Note', 'MENC/26-27/00001', 'MENC/26-27/00003', '3', '0'],
    ]);
  });

  it('names the HSN files as the tool takes them, and an empty month is its columns alone', async () => {
    const { accountant } = await setUp();
    const month = '2020-01';
    const hsn = await accountant.get(`/api/staff/reports/hsn-b2b.csv?month=${month}`);
    expect(hsn.headers['content-disposition']).toBe('attachment; filename="hsn(b2b).csv"');
    expect(hsn.body).toBe(`${TEMPLATE_HEADERS.hsn}\r\n`);
    const b2c = await accountant.get(`/api/staff/reports/hsn-b2c.csv?month=${month}`);
    expect(b2c.headers['content-disposition']).toBe('attachment; filename="hsn(b2c).csv"');
    const b2cl = await accountant.get(`/api/staff/reports/gstr1-b2cl.csv?month=${month}`);
    expect(b2cl.headers['content-disposition']).toBe(
      `attachment; filename="gstr1-b2cl-${month}.csv"`,
    );
    expect(b2cl.body).toBe(`${TEMPLATE_HEADERS.b2cl}\r\n`);
    const bad = await accountant.get('/api/staff/reports/gstr1-cdnur.csv?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Choose a month (YYYY-MM).', field: 'month' });
  });

  it('gives the month as the portal’s JSON, its figures those of the month’s report', async () => {
    const { month, file, accountant, documents: d } = await smallMonth();
    const response = await file('gstr1.json');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="gstr1-${month}.json"`,
    );
    const json = response.json();
    expect(Object.keys(json)).toEqual(JSON_KEYS.top);
    const [year, mon] = month.split('-');
    expect(json.gstin).toBe(SELLER.gstin);
    expect(json.fp).toBe(`${mon}${year}`);

    const amount = (paise: number) => paise / 100;
    const igstItem = (doc: InvoiceDocument) => [
      {
        num: 1801,
        itm_det: {
          txval: amount(doc.totals.taxable_paise),
          rt: 18,
          iamt: amount(doc.totals.igst_paise),
          csamt: 0,
        },
      },
    ];
    expect(json.b2b).toEqual([
      {
        ctin: BUYER_GSTIN,
        inv: [
          {
            inum: d.b2bInvoice.number,
            idt: jsonDateOf(d.b2bInvoice.issued_at),
            val: 9999,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: igstItem(d.b2bInvoice),
          },
        ],
      },
    ]);
    expect(Object.keys(json.b2b[0].inv[0])).toEqual(JSON_KEYS.b2bInvoice);
    expect(json.b2cl).toEqual([
      {
        pos: '27',
        inv: [
          {
            inum: d.largeInvoice.number,
            idt: jsonDateOf(d.largeInvoice.issued_at),
            val: 104993,
            itms: igstItem(d.largeInvoice),
          },
        ],
      },
    ]);
    expect(Object.keys(json.b2cl[0].inv[0])).toEqual(JSON_KEYS.b2clInvoice);
    const local = (key: 'taxable_paise' | 'cgst_paise' | 'sgst_paise') =>
      amount(d.localInvoice.totals[key] - d.localNote.totals[key]);
    expect(json.b2cs).toEqual([
      {
        sply_ty: 'INTER',
        pos: '27',
        typ: 'OE',
        rt: 18,
        txval: amount(d.smallInvoice.totals.taxable_paise),
        iamt: amount(d.smallInvoice.totals.igst_paise),
        csamt: 0,
      },
      {
        sply_ty: 'INTRA',
        pos: '29',
        typ: 'OE',
        rt: 18,
        txval: local('taxable_paise'),
        camt: local('cgst_paise'),
        samt: local('sgst_paise'),
        csamt: 0,
      },
    ]);
    expect(json.cdnr).toEqual([
      {
        ctin: BUYER_GSTIN,
        nt: [
          {
            ntty: 'C',
            nt_num: d.b2bNote.number,
            nt_dt: jsonDateOf(d.b2bNote.issued_at),
            val: 2500.5,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: igstItem(d.b2bNote),
          },
        ],
      },
    ]);
    expect(Object.keys(json.cdnr[0].nt[0])).toEqual(JSON_KEYS.cdnrNote);
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: d.largeNote.number,
        nt_dt: jsonDateOf(d.largeNote.issued_at),
        val: 10000,
        pos: '27',
        itms: igstItem(d.largeNote),
      },
    ]);
    expect(Object.keys(json.cdnur[0])).toEqual(JSON_KEYS.cdnurNote);
    expect(Object.keys(json.hsn)).toEqual(['hsn_b2b', 'hsn_b2c']);
    expect(json.hsn.hsn_b2b).toEqual([
      {
        num: 1,
        hsn_sc: '999293',
        desc: 'Commercial training and coaching services',
        uqc: 'NA',
        qty: 0,
        rt: 18,
        txval: amount(d.b2bInvoice.totals.taxable_paise - d.b2bNote.totals.taxable_paise),
        iamt: amount(d.b2bInvoice.totals.igst_paise - d.b2bNote.totals.igst_paise),
        camt: 0,
        samt: 0,
        csamt: 0,
      },
    ]);
    expect(Object.keys(json.hsn.hsn_b2c[0])).toEqual(JSON_KEYS.hsn);
    expect(json.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          docs: [
            {
              num: 1,
              from: 'MEN/26-27/00001',
              to: 'MEN/26-27/00004',
              totnum: 4,
              cancel: 0,
              net_issue: 4,
            },
          ],
        },
        {
          doc_num: 5,
          docs: [
            {
              num: 1,
              from: 'MENC/26-27/00001',
              to: 'MENC/26-27/00003',
              totnum: 3,
              cancel: 0,
              net_issue: 3,
            },
          ],
        },
      ],
    });
    expect(Object.keys(json.doc_issue.doc_det[0].docs[0])).toEqual(JSON_KEYS.docs);
    // Every amount is a number to two decimals at most.
    JSON.stringify(json, (key, value: unknown) => {
      if (typeof value === 'number' && key !== 'num' && key !== 'doc_num') {
        expect(Math.round(value * 100) / 100, key).toBe(value);
      }
      return value;
    });

    // The sections add up to the month's report: invoices less credit notes, to the paisa.
    const report = (await accountant.get(`/api/staff/reports/?month=${month}`)).json();
    const items = (sections: Array<{ itms: Array<{ itm_det: Record<string, number> }> }>) =>
      sections.flatMap((s) => s.itms.map((i) => i.itm_det));
    const added = [
      ...items(json.b2b.flatMap((g: { inv: never[] }) => g.inv)),
      ...items(json.b2cl.flatMap((g: { inv: never[] }) => g.inv)),
      ...json.b2cs,
    ];
    const taken = [...items(json.cdnr.flatMap((g: { nt: never[] }) => g.nt)), ...items(json.cdnur)];
    const paise = (rows: Array<Record<string, number>>, key: string) =>
      rows.reduce((t, row) => t + Math.round((row[key] ?? 0) * 100), 0);
    const hsn = [...json.hsn.hsn_b2b, ...json.hsn.hsn_b2c];
    for (const [key, figure] of [
      ['txval', 'taxable_paise'],
      ['iamt', 'igst_paise'],
      ['camt', 'cgst_paise'],
      ['samt', 'sgst_paise'],
    ] as const) {
      expect(paise(added, key) - paise(taken, key), key).toBe(report.totals[figure]);
      expect(paise(hsn, key), key).toBe(report.totals[figure]);
    }
    const values = [...json.b2b.flatMap((g: { inv: never[] }) => g.inv), ...json.b2cl[0].inv];
    expect(paise(values, 'val')).toBe(
      d.b2bInvoice.totals.total_paise + d.largeInvoice.totals.total_paise,
    );
  });
});

describeEachEngine('GSTR-1 of a seller without a GSTIN', (engine) => {
  const ctx = useAppWithSmtp(engine, { seller: { ...SELLER, gstin: undefined } });

  it('refuses the JSON: a return is filed under a GSTIN', async () => {
    const accountant = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'accountant'));
    const response = await accountant.get(`/api/staff/reports/gstr1.json?month=${thisMonth()}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'GSTR-1 is filed under the seller’s GSTIN: set SELLER_GSTIN first.',
    });
  });
});
