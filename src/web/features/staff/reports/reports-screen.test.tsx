// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReferralReport } from '../../../../domain/staff/referral-report.ts';
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

const referrals: ReferralReport = {
  month: '2026-11',
  referrals: [
    {
      code: 'MAV25C',
      referrer: 'Chetan Patil',
      orders: 1,
      revenue_paise: 899900,
      refunded_paise: 100000,
      net_paise: 799900,
    },
  ],
  totals: { orders: 1, revenue_paise: 899900, refunded_paise: 100000, net_paise: 799900 },
};

async function renderReports(shown: ReferralReport = referrals) {
  const Stub = createRoutesStub([
    {
      path: '/staff/reports',
      Component: () => (
        <ReportsScreen>
          <MonthFigures month="2026-11" report={report} referrals={shown} />
        </ReportsScreen>
      ),
    },
  ]);
  render(<Stub initialEntries={['/staff/reports?month=2026-11']} />);
  await screen.findByRole('heading', { name: 'Reports' });
}

describe('the reports screen', () => {
  it('offers the GST return files and the referrals for the chosen month', async () => {
    await renderReports();
    const downloads = screen.getByRole('list', { name: 'Downloads for November 2026' });
    const links = within(downloads).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        ['GSTR-1 B2B invoices (CSV)', '/api/staff/reports/gstr1-b2b.csv?month=2026-11'],
        ['GSTR-1 B2B credit notes (CSV)', '/api/staff/reports/gstr1-cdnr.csv?month=2026-11'],
        ['HSN/SAC summary (CSV)', '/api/staff/reports/hsn-summary.csv?month=2026-11'],
        ['Documents issued (CSV)', '/api/staff/reports/document-summary.csv?month=2026-11'],
        ['Referrals (CSV)', '/api/staff/reports/referrals.csv?month=2026-11'],
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

  it('lists each referral code with its orders, revenue, refunds and net', async () => {
    await renderReports();
    const table = screen.getByRole('region', { name: 'Referrals' });
    const row = within(table).getByRole('rowheader', { name: 'MAV25C' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Chetan Patil', '1', '₹8,999', '₹1,000', '₹7,999']);
  });

  it('says so when no paid order used a referral code', async () => {
    await renderReports({
      ...referrals,
      referrals: [],
      totals: { ...referrals.totals, orders: 0 },
    });
    expect(screen.getByText('No order paid in November 2026 used a referral code.')).toBeTruthy();
  });
});
