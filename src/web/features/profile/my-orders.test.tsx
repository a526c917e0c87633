// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/checkout.ts';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { MyOrders, loadMyOrders } from './my-orders.tsx';

const fetchSpy = stubFetchPerTest();

const order: Order = {
  number: 'MNT-2611-0042',
  status: 'payment_reported',
  created_at: '2026-11-02T10:00:00Z',
  email: 'kiran@example.com',
  items: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 999900 }],
  original_paise: 999900,
  discount_paise: 100000,
  total_paise: 899900,
  referral_code: 'MAV25C',
  referrer: null,
};

function renderMyOrders() {
  render(
    <MemoryRouter>
      <MyOrders orders={loadMyOrders()} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'My orders' });
}

describe("the profile's My orders", () => {
  it("says Loading... until the list comes, then each order in the learner's words", async () => {
    fetchSpy.mockResolvedValue(Response.json({ results: [order] }));
    const region = renderMyOrders();
    expect(within(region).getByText('Loading...')).toBeTruthy();
    const link = await within(region).findByRole('link', { name: 'MNT-2611-0042' });
    expect(link.getAttribute('href')).toBe('/orders/MNT-2611-0042');
    expect(region.textContent).toContain('Payment being verified');
    expect(region.textContent).toContain('Python, Pro Plan: ₹9,999');
    expect(region.textContent).toContain('Total ₹8,999 (code MAV25C applied)');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/orders/');
  });

  it('says so in its own section when the list could not be read', async () => {
    fetchSpy.mockResolvedValue(new Response(null, { status: 500 }));
    const region = renderMyOrders();
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'Your orders could not be loaded. Please reload the page.',
    );
  });
});
