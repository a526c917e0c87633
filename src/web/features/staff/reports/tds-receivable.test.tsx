// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as fx from '../../../../../e2e/support/staff-fixtures.ts';
import { TdsReceivable } from './tds-receivable.tsx';

afterEach(cleanup);

describe("the month's TDS receivable", () => {
  it('totals what buyers deducted and says what awaits a certificate', () => {
    render(<TdsReceivable report={fx.tdsReport} />);
    expect(
      screen.getByText(/^₹847 deducted by business buyers from the orders paid in November 2026/)
        .textContent,
    ).toContain('₹847 of it awaits the buyers’ certificates.');
    const table = within(screen.getByRole('table', { name: 'TDS receivable' }));
    const row = table.getByRole('row', { name: /MNT-0985/ });
    expect(within(row).getByText('AAPFU0939F')).toBeTruthy();
    expect(within(row).getByText('Awaited')).toBeTruthy();
    expect(table.getAllByText('₹847')).toHaveLength(2);
  });

  it('is left out of a month without TDS', () => {
    const { container } = render(
      <TdsReceivable
        report={{ ...fx.tdsReport, receivables: [], total_paise: 0, awaited_paise: 0 }}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
