// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as fx from '../../../../../e2e/support/staff-fixtures.ts';
import { OrderPayment } from './order-payment.tsx';

afterEach(cleanup);

const detail = (label: string) => screen.getByText(label).nextElementSibling!;

describe("an order's Payment card", () => {
  it('lists the bank credits that paid an order without a UTR of its own', () => {
    render(
      <OrderPayment
        order={{
          ...fx.paidOrderDetail,
          paid_utr: null,
          bank_credits: [
            {
              line_id: 110,
              date: '2026-11-24',
              utr: '466655544433',
              amount_paise: 700_000,
              credit_paise: 700_000,
              file_name: 'hdfc-november.csv',
            },
            {
              line_id: 120,
              date: '2026-11-25',
              utr: null,
              amount_paise: 49_850,
              credit_paise: 1_049_750,
              file_name: 'hdfc-november.csv',
            },
          ],
        }}
      />,
    );
    expect(screen.queryByText('Paid, UTR')).toBeNull();
    const credits = within(detail('Paid from bank credits') as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(credits.map((c) => c.textContent)).toEqual([
      '₹7,000 on 24 Nov, UTR 466655544433 (hdfc-november.csv)',
      '₹498.50 of ₹10,497.50 on 25 Nov, no UTR (hdfc-november.csv)',
    ]);
  });

  it('shows the TDS a business deducted, and whether its certificate came', () => {
    const tds = {
      amount_paise: 84_700,
      section: '194J' as const,
      recorded_at: '2026-11-22T07:00:00Z',
      certificate_number: null,
      certificate_received_at: null,
    };
    const { rerender } = render(<OrderPayment order={{ ...fx.paidOrderDetail, tds }} />);
    expect(detail('TDS deducted by the buyer').textContent).toBe(
      '₹847 under section 194J; certificate awaited (record it on Payments)',
    );
    rerender(
      <OrderPayment
        order={{
          ...fx.paidOrderDetail,
          tds: {
            ...tds,
            certificate_number: 'ABCDEFG',
            certificate_received_at: '2026-12-05T06:00:00Z',
          },
        }}
      />,
    );
    expect(detail('TDS deducted by the buyer').textContent).toBe(
      '₹847 under section 194J; certificate ABCDEFG, received 5 Dec 2026',
    );
  });
});
