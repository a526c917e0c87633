import { expect, it } from 'vitest';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { istDay } from '../../domain/india-time.ts';
import { revenueOf } from '../../domain/staff/revenue.ts';
import {
  sampleCreditNote,
  sampleInterStateInvoice,
  samplePlainInvoice,
  sampleTaxInvoice,
} from '../invoices/sample-invoices.ts';
import { dashboardFigures } from '../repositories/staff/dashboard.ts';
import { describeEachEngine, openTestDatabase } from '../test/harness.ts';
import { migrateToLatest, migrateUpTo } from './migrate.ts';

/** More documents than the backfill reads at once, so that it has to go on past its first batch. */
const MANY = 1001;

describeEachEngine('the document lines migration', (engine) => {
  it('stores the lines of every document issued before it, and the dashboard sums them', async () => {
    // A database as the previous release left it: documents issued, no lines stored apart.
    const handle = await openTestDatabase(engine, { migrate: false });
    try {
      await migrateUpTo(handle.db, '2026-11-27-08-manual-orders');
      const db = handle.db;
      const now = new Date().toISOString();
      const { id: userId } = await db
        .insertInto('users')
        .values({
          username: 'Asha',
          username_key: 'asha',
          email: 'a@example.com',
          email_key: 'a@example.com',
          phone: '9876543210',
          password_hash: 'x',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: orderId } = await db
        .insertInto('orders')
        .values({
          number: 'ORD-OLD00001',
          user_id: userId,
          idempotency_key: 'k',
          request_hash: 'h',
          name: 'Asha',
          email: 'a@example.com',
          address: 'Addr',
          phone: '9876543210',
          original_paise: 0,
          discount_paise: 0,
          total_paise: 0,
          referral_code: null,
          referrer: null,
          status: 'paid',
          created_at: now,
          updated_at: now,
          payment_reported_at: null,
          reported_utr: null,
          paid_utr: null,
          paid_at: now,
          cancelled_at: null,
          cancel_reason: null,
          refunded_at: null,
          refund_paise: null,
          refund_reason: null,
          expires_at: now,
          reminder_sent_at: null,
          expired_at: null,
          buyer_state: '29',
          buyer_gstin: null,
          buyer_company: null,
          payment_method: null,
          payment_received_on: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const interState = sampleInterStateInvoice();
      const documents: InvoiceDocument[] = [
        sampleTaxInvoice(),
        sampleCreditNote(),
        samplePlainInvoice(),
        ...Array.from({ length: MANY }, (_, i) => ({ ...interState, number: `MEN/X/${i}` })),
      ];
      const rows = documents.map((d) => ({
        kind: d.kind,
        number: d.number,
        financial_year: '26-27',
        order_id: orderId,
        refers_to_id: null,
        issued_at: d.issued_at,
        place_of_supply: d.place_of_supply.code,
        taxable_paise: d.totals.taxable_paise,
        cgst_paise: d.totals.cgst_paise,
        sgst_paise: d.totals.sgst_paise,
        igst_paise: d.totals.igst_paise,
        total_paise: d.totals.total_paise,
        document: JSON.stringify(d),
      }));
      for (let start = 0; start < rows.length; start += 200) {
        await db
          .insertInto('invoices')
          .values(rows.slice(start, start + 200))
          .execute();
      }

      expect(await migrateToLatest(db)).toContain('2026-11-27-10-document-lines');

      const lines = await db
        .selectFrom('document_lines')
        .select([
          'invoice_id',
          'position',
          'kind',
          'issued_at',
          'issued_on',
          'program',
          'total_paise',
        ])
        .orderBy('invoice_id')
        .orderBy('position')
        .execute();
      const [taxInvoice, creditNote, plainInvoice] = documents;
      expect(lines.slice(0, 5)).toEqual([
        {
          invoice_id: 1,
          position: 0,
          kind: 'tax-invoice',
          issued_at: taxInvoice!.issued_at,
          issued_on: istDay(taxInvoice!.issued_at),
          program: 'Python',
          total_paise: taxInvoice!.lines[0]!.total_paise,
        },
        {
          invoice_id: 1,
          position: 1,
          kind: 'tax-invoice',
          issued_at: taxInvoice!.issued_at,
          issued_on: istDay(taxInvoice!.issued_at),
          program: 'Data Analytics',
          total_paise: taxInvoice!.lines[1]!.total_paise,
        },
        {
          invoice_id: 2,
          position: 0,
          kind: 'credit-note',
          issued_at: creditNote!.issued_at,
          issued_on: istDay(creditNote!.issued_at),
          program: 'Python',
          total_paise: creditNote!.lines[0]!.total_paise,
        },
        {
          invoice_id: 3,
          position: 0,
          kind: 'invoice',
          issued_at: plainInvoice!.issued_at,
          issued_on: istDay(plainInvoice!.issued_at),
          program: 'Excel',
          total_paise: plainInvoice!.lines[0]!.total_paise,
        },
        {
          invoice_id: 3,
          position: 1,
          kind: 'invoice',
          issued_at: plainInvoice!.issued_at,
          issued_on: istDay(plainInvoice!.issued_at),
          program: 'Power BI',
          total_paise: plainInvoice!.lines[1]!.total_paise,
        },
      ]);
      // Every document past the first batch too, each with its one line.
      expect(lines.slice(5).map((l) => [l.invoice_id, l.program])).toEqual(
        Array.from({ length: MANY }, (_, i) => [4 + i, 'Full Stack Development']),
      );

      // The plain invoice of May falls before the dashboard's 30 days; the rest within them.
      const recent = documents.filter((d) => d !== plainInvoice);
      const expected = revenueOf(recent);
      const dashboard = await dashboardFigures(db, new Date('2026-11-28T06:00:00.000Z'));
      expect(dashboard.periods.at(-1)!.revenue_paise).toBe(expected.revenue_paise);
      expect(dashboard.top_programs).toEqual(
        expected.programs.map((p) => ({
          program: p.program,
          revenue_paise: p.revenue_paise,
          items: p.lines,
        })),
      );
    } finally {
      await handle.close();
    }
  });
});
