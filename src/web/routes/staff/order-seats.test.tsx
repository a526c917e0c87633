// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import type { Profile } from '../../../domain/accounts.ts';
import type { StaffOrderDetail } from '../../../domain/staff/orders.ts';
import type { StaffSeat } from '../../../domain/staff/seat-order.ts';
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
const accountantProfile: Profile = { ...fx.ownerProfile, is_admin: false, role: 'accountant' };
const LINE = fx.paidOrderDetail.items[0]!.id;

const seat = (position: number, email: string, changes: Partial<StaffSeat> = {}): StaffSeat => ({
  id: 40 + position,
  order_item_id: LINE,
  position,
  email,
  invited_at: '2026-11-23T07:00:00Z',
  claimed_by: null,
  claimed_at: null,
  ...changes,
});
const seats = [
  seat(1, 'asha@example.com', {
    claimed_by: { id: 12, username: 'asha_r', name: 'Asha Rao' },
    claimed_at: '2026-11-24T05:30:00Z',
  }),
  seat(2, 'ravi@example.com'),
  seat(3, 'meera@example.com'),
];
const ofSeats: StaffOrderDetail = {
  ...fx.paidOrderDetail,
  buyer_company: 'Acme Training LLP',
  source: 'manual',
  items: [{ ...fx.paidOrderDetail.items[0]!, enrolment: null }],
  seats,
};

/** GET answers the order as it is; a PATCH of a seat answers it as `after`. */
function api(after: StaffOrderDetail) {
  let current = ofSeats;
  const sent: Array<[string, string, unknown]> = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const path = String(input);
    if (init?.method === 'PATCH' || init?.method === 'POST') {
      sent.push([init.method, path, JSON.parse(String(init.body))]);
      current = after;
      return Response.json(current);
    }
    if (path === ORDER) return Response.json(current);
    throw new Error(`Not in this test: ${path}`);
  });
  return sent;
}

const open = (profile: Profile = fx.ownerProfile) =>
  renderConsoleRoute(
    { path: '/staff/orders/:number', Component: StaffOrder, ErrorBoundary, loader, action },
    '/staff/orders/MNT-1001',
    profile,
  );

describe('the seats on the page of an order of seats', () => {
  it('lists each seat with who took it, and gives one nobody took to another address', async () => {
    const moved = seats.map((s) => (s.position === 2 ? { ...s, email: 'kiran@example.com' } : s));
    const sent = api({ ...ofSeats, seats: moved });
    open();
    const panel = within(await screen.findByRole('region', { name: 'Seats' }));
    expect(panel.getByText(/^1 of 3 taken\./)).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe(
      '/staff/learners/12',
    );
    // A taken seat stays with its learner: no button offers otherwise.
    expect(panel.queryByRole('button', { name: 'Change the address of seat 1' })).toBeNull();
    expect(screen.getByText('3 seats for learners')).toBeTruthy();

    fireEvent.click(panel.getByRole('button', { name: 'Change the address of seat 2' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText("Learner's email"), {
      target: { value: 'kiran@example.com' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Change address' }));
    expect(
      await screen.findByText(
        'The seat is now for kiran@example.com, who is emailed a link to take it.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([['PATCH', `${ORDER}seats/42/`, { email: 'kiran@example.com' }]]);
    expect(await panel.findByText('2. kiran@example.com')).toBeTruthy();
  });

  it('shows the accountant the seats, with nothing to change', async () => {
    api(ofSeats);
    open(accountantProfile);
    const panel = within(await screen.findByRole('region', { name: 'Seats' }));
    expect(panel.getByText('3. meera@example.com')).toBeTruthy();
    expect(panel.queryByRole('button')).toBeNull();
  });
});
