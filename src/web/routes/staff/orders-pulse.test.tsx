// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import type { OrderPulse } from '../../../domain/staff/orders.ts';
import { PULSE_EVERY_MS } from '../../features/staff/orders/order-pulse.ts';
import { ReportedPaymentsBadge } from '../../features/staff/orders/reported-payments-badge.tsx';
import { renderConsoleRoute } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffOrders, { ErrorBoundary, clientLoader } from './orders.tsx';
import type { Route } from './+types/orders.ts';

const fetchSpy = stubFetchPerTest();
const PULSE = '/api/staff/orders/pulse/';

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

/** The pulse answers each of `pulses` in turn, then the last again; orders answer `pages`. */
function api(pulses: OrderPulse[], pages: Array<typeof fx.orderPage> = [fx.orderPage]) {
  fetchSpy.mockImplementation(async (input) => {
    const path = String(input);
    if (path === PULSE) return Response.json(pulses.length > 1 ? pulses.shift() : pulses[0]);
    if (path.startsWith('/api/staff/orders/?')) {
      return Response.json(pages.length > 1 ? pages.shift() : pages[0]);
    }
    throw new Error(`Not in this test: ${path}`);
  });
}
const polls = () => fetchSpy.mock.calls.filter(([path]) => String(path) === PULSE).length;
const nextPoll = () => act(() => vi.advanceTimersByTime(PULSE_EVERY_MS));

describe('the count of reported payments in the console’s menu', () => {
  it('shows how many wait, asks every 30 seconds while the tab is visible, and only then', async () => {
    api([
      { reported_payments: 2, last_change_at: '2026-11-24T05:00:00Z' },
      { reported_payments: 3, last_change_at: '2026-11-24T05:01:00Z' },
      { reported_payments: 0, last_change_at: '2026-11-24T05:02:00Z' },
    ]);
    const { container } = render(<ReportedPaymentsBadge />);
    await waitFor(() => expect(container.textContent).toBe('2, 2 reported payments waiting'));
    expect(polls()).toBe(1);

    visibility = 'hidden';
    nextPoll();
    nextPoll();
    expect(polls()).toBe(1);

    // Seen again: it asks at once rather than showing a stale count until the next tick.
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(container.textContent).toBe('3, 3 reported payments waiting'));
    expect(polls()).toBe(2);

    nextPoll();
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('stops asking once nothing shows it', async () => {
    api([{ reported_payments: 1, last_change_at: null }]);
    const { unmount, container } = render(<ReportedPaymentsBadge />);
    await waitFor(() => expect(container.textContent).toBe('1, 1 reported payment waiting'));
    unmount();
    nextPoll();
    expect(polls()).toBe(1);
  });
});

describe('the orders list', () => {
  it('loads again by itself when an order changes, and not otherwise', async () => {
    const newOrder = { ...fx.orderPage.results[0]!, number: 'MNT-1002', name: 'Kiran Das' };
    api(
      [
        { reported_payments: 1, last_change_at: '2026-11-24T05:00:00Z' },
        { reported_payments: 1, last_change_at: '2026-11-24T05:00:00Z' },
        { reported_payments: 2, last_change_at: '2026-11-24T05:03:00Z' },
      ],
      [
        fx.orderPage,
        {
          ...fx.orderPage,
          results: [newOrder, ...fx.orderPage.results],
          count: fx.orderPage.count + 1,
        },
      ],
    );
    renderConsoleRoute(
      {
        path: '/staff/orders',
        Component: StaffOrders,
        ErrorBoundary,
        loader: (args: LoaderFunctionArgs) =>
          clientLoader(args as unknown as Route.ClientLoaderArgs),
      },
      '/staff/orders',
      fx.ownerProfile,
    );
    expect(await screen.findByRole('link', { name: 'MNT-1001' })).toBeTruthy();
    await waitFor(() => expect(polls()).toBe(1));
    const lists = () => fetchSpy.mock.calls.length - polls();
    expect(lists()).toBe(1);

    nextPoll();
    await waitFor(() => expect(polls()).toBe(2));
    expect(lists()).toBe(1);

    nextPoll();
    expect(await screen.findByRole('link', { name: 'MNT-1002' })).toBeTruthy();
    expect(lists()).toBe(2);
  });
});
