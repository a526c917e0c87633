// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as fx from '../../../../../e2e/support/staff-fixtures.ts';
import { OrderBuyer } from './order-people.tsx';

afterEach(cleanup);

const row = (label: string) => screen.queryByText(label)?.nextElementSibling?.textContent;

describe("the order's buyer details", () => {
  it('show the company and GSTIN of a business buyer', () => {
    render(
      <OrderBuyer
        order={{
          ...fx.orderDetail,
          buyer_company: 'Acme Training LLP',
          buyer_gstin: '27AAPFU0939F1ZV',
        }}
      />,
    );
    expect(row('Company')).toBe('Acme Training LLP');
    expect(row('GSTIN')).toBe('27AAPFU0939F1ZV');
  });

  it('leave both out for a person buying for themselves', () => {
    render(<OrderBuyer order={fx.orderDetail} />);
    expect(row('Name')).toBe('Asha Rao');
    expect(row('Company')).toBeUndefined();
    expect(row('GSTIN')).toBeUndefined();
  });
});
