// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfferReport } from '../../../../domain/staff/offer-report.ts';
import type { MonthReport } from '../../../../domain/staff/reports.ts';
import { MonthFigures, ReportsScreen } from './reports-screen.tsx';

afterEach(cleanup);

const figures = (total: number, igst: number, cgst: number) => ({
  taxable_paise: total - igst - 2 * cgst,
  cgst_paise: cgst,
  sgst_paise: cgst,
  igst_paise: igst,
  total_paise: total,
});

/** One B2C sale in Karnataka; the month's totals also hold a ₹8,999 B2B invoice. */
const report: MonthReport = {
  month: '2026-11',
  invoices: 2,
  credit_notes: 0,
  totals: figures(999900 + 899900, 137273, 76264),
  b2c: [
    {
      place_of_supply: '29',
      state_name: 'Karnataka',
      rate_percent: 18,
      ...figures(999900, 0, 76264),
    },
  ],
  revenue_by_program: [{ program: 'Python', lines: 2, revenue_paise: 999900 + 899900 }],
};

const offers: OfferReport = {
  month: '2026-11',
  offers: [
    {
      code: 'MAV25C',
      referrer: 'Chetan Patil',
      orders: 1,
      revenue_paise: 899900,
      discount_paise: 100000,
      refunded_paise: 100000,
      net_paise: 799900,
    },
    {
      code: 'SAVE500',
      referrer: '',
      orders: 2,
      revenue_paise: 899800,
      discount_paise: 100000,
      refunded_paise: 0,
      net_paise: 899800,
    },
  ],
  totals: {
    orders: 3,
    revenue_paise: 1799700,
    discount_paise: 200000,
    refunded_paise: 100000,
    net_paise: 1699700,
  },
};

async function renderReports(shown: OfferReport = offers) {
  const Stub = createRoutesStub([
    {
      path: '/staff/reports',
      Component: () => (
        <ReportsScreen>
          <MonthFigures month="2026-11" report={report} offers={shown} />
        </ReportsScreen>
      ),
    },
  ]);
  render(<Stub initialEntries={['/staff/reports?month=2026-11']} />);
  await screen.findByRole('heading', { name: 'Reports' });
}

describe('the reports screen', () => {
  it('offers the GST return files and the offers report for the chosen month', async () => {
    await renderReports();
    const downloads = screen.getByRole('list', { name: 'Downloads for November 2026' });
    const links = within(downloads).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        [
          'Invoices and credit notes (PDFs in one zip)',
          '/api/staff/reports/documents.zip?month=2026-11',
        ],
        [
          'GSTR-1, the whole month (JSON for the GST portal)',
          '/api/staff/reports/gstr1.json?month=2026-11',
        ],
        ['GSTR-1 b2b: registered buyers (CSV)', '/api/staff/reports/gstr1-b2b.csv?month=2026-11'],
        [
          'GSTR-1 b2cl: large inter-state sales (CSV)',
          '/api/staff/reports/gstr1-b2cl.csv?month=2026-11',
        ],
        ['GSTR-1 b2cs: other B2C sales (CSV)', '/api/staff/reports/gstr1-b2c.csv?month=2026-11'],
        [
          'GSTR-1 cdnr: credit notes, registered (CSV)',
          '/api/staff/reports/gstr1-cdnr.csv?month=2026-11',
        ],
        [
          'GSTR-1 cdnur: credit notes, b2cl (CSV)',
          '/api/staff/reports/gstr1-cdnur.csv?month=2026-11',
        ],
        ['GSTR-1 hsn(b2b): SAC summary (CSV)', '/api/staff/reports/hsn-b2b.csv?month=2026-11'],
        ['GSTR-1 hsn(b2c): SAC summary (CSV)', '/api/staff/reports/hsn-b2c.csv?month=2026-11'],
        [
          'GSTR-1 docs: documents issued (CSV)',
          '/api/staff/reports/document-summary.csv?month=2026-11',
        ],
        ['Offers and referrals (CSV)', '/api/staff/reports/offers.csv?month=2026-11'],
        ['Orders paid, with tax and refunds (CSV)', '/api/staff/reports/orders.csv?month=2026-11'],
        [
          'Sales and credit note vouchers (Tally XML)',
          '/api/staff/reports/tally-vouchers.xml?month=2026-11',
        ],
      ]),
    );
  });

  it('totals the B2C table without the B2B invoice', async () => {
    await renderReports();
    const b2c = screen.getByRole('region', { name: 'B2C supplies by place of supply and rate' });
    const total = within(b2c).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(total.textContent).toMatch(/₹9,999$/);
    expect(total.textContent).not.toContain('₹18,998');
  });

  it('lists each code with its orders, revenue, discount given, refunds and net', async () => {
    await renderReports();
    const table = screen.getByRole('region', { name: 'Offers and referrals' });
    const cells = (code: string) =>
      within(within(table).getByRole('rowheader', { name: code }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('MAV25C')).toEqual(['Chetan Patil', '1', '₹8,999', '₹1,000', '₹1,000', '₹7,999']);
    expect(cells('SAVE500')).toEqual(['—', '2', '₹8,998', '₹1,000', '₹0', '₹8,998']);
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(total.textContent).toBe('Total3₹17,997₹2,000₹1,000₹16,997');
  });

  it('says so when no paid order used a code', async () => {
    await renderReports({
      ...offers,
      offers: [],
      totals: { ...offers.totals, orders: 0 },
    });
    expect(screen.getByText('No order paid in November 2026 used a code.')).toBeTruthy();
  });
});
