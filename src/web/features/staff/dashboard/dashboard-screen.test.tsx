// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { lastDays } from '../../../../domain/india-time.ts';
import type { Dashboard } from '../../../../domain/staff/dashboard.ts';
import { DashboardFigures } from './dashboard-screen.tsx';

afterEach(cleanup);

const now = new Date('2026-11-27T06:00:00Z');
const days = lastDays(now, 30);
const dashboard: Dashboard = {
  needs_action: { new_enquiries: 0, payment_reported: 1, awaiting_payment: 0 },
  periods: [
    {
      key: 'today',
      label: 'Today',
      enquiries: 0,
      orders_placed: 2,
      orders_paid: 2,
      revenue_paise: 2766367,
    },
    {
      key: '7d',
      label: '7 days',
      enquiries: 0,
      orders_placed: 2,
      orders_paid: 2,
      revenue_paise: 2766367,
    },
    {
      key: '30d',
      label: '30 days',
      enquiries: 0,
      orders_placed: 2,
      orders_paid: 2,
      revenue_paise: 2766367,
    },
  ],
  daily_revenue: days.map((date, i) => ({
    date,
    revenue_paise: i === days.length - 1 ? 2766367 : 0,
  })),
  top_programs: [
    { program: 'Data Analytics', revenue_paise: 1316562, items: 1 },
    { program: 'Java', revenue_paise: 999900, items: 1 },
    { program: 'Python', revenue_paise: 449905, items: 1 },
  ],
};

describe("the dashboard's revenue", () => {
  it('says what revenue is, and shows it and each program to the paisa', () => {
    render(
      <MemoryRouter>
        <DashboardFigures dashboard={dashboard} />
      </MemoryRouter>,
    );
    const today = screen.getByRole('heading', { name: 'Today' }).closest('li')!;
    const term = within(today).getByText('Revenue (incl. GST, net of credit notes)');
    expect(term.nextElementSibling?.textContent).toBe('₹27,663.67');

    const top = screen.getByRole('table', { name: 'Top programs by revenue' });
    const rows = within(top)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Data Analytics', '1', '₹13,165.62'],
      ['Java', '1', '₹9,999'],
      ['Python', '1', '₹4,499.05'],
    ]);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('₹27,663.67 in all');
  });
});
