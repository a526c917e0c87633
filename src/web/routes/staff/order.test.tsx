// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { renderConsoleRoute, stubModalDialogs } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffOrder, { ErrorBoundary, clientAction, clientLoader } from './order.tsx';
import type { Route } from './+types/order.ts';

const fetchSpy = stubFetchPerTest();
stubModalDialogs();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const ORDER = '/api/staff/orders/MNT-1001/';

/** GET answers the order as it is now; the change answers `answer`, and may change the order. */
function api(answer: () => { response: Response; after?: typeof fx.orderDetail }) {
  let order = fx.orderDetail;
  fetchSpy.mockImplementation(async (input, init) => {
    if (init?.method === 'POST' && input === `${ORDER}transitions/`) {
      const { response, after } = answer();
      order = after ?? order;
      return response;
    }
    if (input === ORDER) return Response.json(order);
    throw new Error(`Not in this test: ${String(input)}`);
  });
}

async function markPaid(utr: string) {
  renderConsoleRoute(
    { path: '/staff/orders/:number', Component: StaffOrder, ErrorBoundary, loader, action },
    '/staff/orders/MNT-1001',
    fx.ownerProfile,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Mark as paid' }));
  const dialog = within(screen.getByRole('dialog'));
  fireEvent.input(dialog.getByLabelText('UPI reference (UTR) on the bank statement'), {
    target: { value: utr },
  });
  fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
  fireEvent.click(await dialog.findByRole('button', { name: 'Confirm: mark as paid' }));
  return dialog;
}

describe("the staff order route's action", () => {
  it('marks the order as paid and shows it paid, read again', async () => {
    api(() => ({ response: Response.json(fx.paidOrderDetail), after: fx.paidOrderDetail }));
    await markPaid('412345678901');
    expect((await screen.findByRole('status')).textContent).toBe('Order marked as paid.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Record refund' })).toBeTruthy();
    const [, posted] = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    // The version the person saw goes with it: a change made meanwhile is refused (409).
    expect(JSON.parse(String(posted!.body))).toEqual({
      to: 'paid',
      version: 2,
      utr: '412345678901',
    });
  });

  it('returns a refusal about the UTR to the form, on its field', async () => {
    api(() => ({
      response: Response.json(
        { error: 'This UTR already confirmed order MNT-0990.', field: 'utr' },
        { status: 400 },
      ),
    }));
    const dialog = await markPaid('499999999999');
    const utr = await waitFor(() => {
      const field = dialog.getByLabelText('UPI reference (UTR) on the bank statement');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      return field;
    });
    expect(document.getElementById(utr.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This UTR already confirmed order MNT-0990.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says when someone changed the order meanwhile, and shows it as it is now', async () => {
    api(() => ({
      response: Response.json(
        { error: 'This order changed since you opened it', order: fx.paidOrderDetail },
        { status: 409 },
      ),
      after: fx.paidOrderDetail,
    }));
    await markPaid('412345678901');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This order changed since you opened it. The page now shows the order as it is; check it before trying again.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Record refund' })).toBeTruthy();
  });
});

describe('the staff order page', () => {
  it('shows the UTR corrections and warns when the UTR was given for another order', async () => {
    const corrected = {
      ...fx.orderDetail,
      utr_used_on: ['MNT-0998'],
      timeline: [
        ...fx.orderDetail.timeline,
        {
          id: 99,
          kind: 'utr_corrected' as const,
          from_status: 'payment_reported' as const,
          to_status: 'payment_reported' as const,
          actor: null,
          note: 'UTR 412345678900 → 412345678901',
          created_at: '2026-11-23T05:00:00Z',
        },
      ],
    };
    fetchSpy.mockImplementation(async () => Response.json(corrected));
    renderConsoleRoute(
      { path: '/staff/orders/:number', Component: StaffOrder, ErrorBoundary, loader, action },
      '/staff/orders/MNT-1001',
      fx.ownerProfile,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'order MNT-0998: check the bank before marking this one paid',
    );
    expect(screen.getByText('UTR corrected')).toBeTruthy();
    expect(screen.getByText('UTR 412345678900 → 412345678901')).toBeTruthy();
  });
});
