// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderTotals } from './order-summary.tsx';

afterEach(cleanup);

/** The summary as a person reads it: each term with its figure. */
const rows = () =>
  [...document.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

describe('the order totals', () => {
  it('shows the original amount, the referral discount and the total in Indian rupees, to the paisa', () => {
    render(
      <OrderTotals
        quote={{
          original_paise: 12499900,
          discount_paise: 1250005,
          total_paise: 11249895,
          offer: { code: 'MAV25C', label: '10% off' },
        }}
      />,
    );
    expect(rows()).toEqual([
      ['Original amount', '₹1,24,999'],
      ['Referral discount (MAV25C, 10% off)', '−₹12,500.05'],
      ['Total', '₹1,12,498.95'],
    ]);
  });

  it('has no discount line without a code', () => {
    render(
      <OrderTotals
        quote={{
          original_paise: 999900,
          discount_paise: 0,
          total_paise: 999900,
          offer: null,
        }}
      />,
    );
    expect(rows()).toEqual([
      ['Original amount', '₹9,999'],
      ['Total', '₹9,999'],
    ]);
    expect(screen.queryByText(/Referral discount/)).toBeNull();
  });
});

describe('the total', () => {
  it('says that it includes GST', () => {
    render(
      <OrderTotals
        quote={{
          original_paise: 499900,
          discount_paise: 0,
          total_paise: 499900,
          offer: null,
        }}
      />,
    );
    expect(screen.getByText('incl. 18% GST')).toBeTruthy();
  });
});
