// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import type { Profile } from '../../../domain/accounts.ts';
import type { StaffOrderDetail } from '../../../domain/staff/orders.ts';
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
const note = {
  id: 5,
  author: { id: 1, name: 'Meera Iyer' },
  author_name: 'Meera Iyer',
  body: 'Learner called: paying from her father’s account',
  created_at: '2026-11-23T05:30:00Z',
};

/** GET answers `order`; each POST answers what `posts` says for its path, and may change it. */
function api(
  order: StaffOrderDetail,
  posts: Record<string, () => { response: Response; after?: StaffOrderDetail }> = {},
) {
  let current = order;
  const sent: Array<[string, unknown]> = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const path = String(input);
    if (init?.method === 'POST' && posts[path]) {
      sent.push([path, JSON.parse(String(init.body))]);
      const { response, after } = posts[path]();
      current = after ?? current;
      return response;
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

const notesPanel = async () =>
  within(await screen.findByRole('region', { name: 'Internal notes' }));

describe('internal notes on the order page', () => {
  it('adds a note, shows it with its author and India time, and empties the form', async () => {
    const withNote = { ...fx.orderDetail, notes: [note] };
    const sent = api(fx.orderDetail, {
      [`${ORDER}notes/`]: () => ({ response: Response.json(withNote), after: withNote }),
    });
    open();
    const panel = await notesPanel();
    expect(panel.getByText('No notes yet.')).toBeTruthy();
    const field = panel.getByLabelText('Internal note (only staff see it; never mailed)');
    fireEvent.click(panel.getByRole('button', { name: 'Add note' }));
    expect(await panel.findByText('Write the note.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.input(field, { target: { value: note.body } });
    fireEvent.click(panel.getByRole('button', { name: 'Add note' }));
    expect((await panel.findByRole('status')).textContent).toBe('Note added.');
    expect(await panel.findByText(note.body)).toBeTruthy();
    expect(panel.getByText('Meera Iyer').parentElement!.textContent).toBe(
      'Meera Iyer, 23 Nov 2026, 11:00 am IST',
    );
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    expect(sent).toEqual([[`${ORDER}notes/`, { body: note.body }]]);
  });

  it('shows the accountant the notes, with no way to add one or resend the invoice', async () => {
    api({ ...fx.paidOrderDetail, notes: [note] });
    open(accountantProfile);
    const panel = await notesPanel();
    expect(panel.getByText(note.body)).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Add note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend invoice' })).toBeNull();
  });
});

describe('resending the invoice', () => {
  it('is offered once an invoice exists, and says where it went', async () => {
    const resent: StaffOrderDetail = {
      ...fx.paidOrderDetail,
      timeline: [
        ...fx.paidOrderDetail.timeline,
        {
          id: 9,
          kind: 'invoice_resent',
          from_status: null,
          to_status: 'paid',
          actor: { id: 1, name: 'Meera Iyer' },
          note: 'MEN/26-27/00042 to asha@example.com',
          created_at: '2026-11-24T05:00:00Z',
        },
      ],
    };
    const sent = api(fx.paidOrderDetail, {
      [`${ORDER}invoice/resend/`]: () => ({ response: Response.json(resent), after: resent }),
    });
    open();
    const documents = within(await screen.findByRole('region', { name: 'Documents' }));
    fireEvent.click(documents.getByRole('button', { name: 'Resend invoice' }));
    expect((await documents.findByRole('status')).textContent).toBe(
      'Invoice mailed again to asha@example.com.',
    );
    expect(sent).toEqual([[`${ORDER}invoice/resend/`, {}]]);
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getByText('Invoice mailed again')).toBeTruthy();
    expect(timeline.getByText('MEN/26-27/00042 to asha@example.com')).toBeTruthy();
  });

  it('is not offered before the order is paid', async () => {
    api(fx.orderDetail);
    open();
    await screen.findByRole('region', { name: 'Documents' });
    expect(screen.queryByRole('button', { name: 'Resend invoice' })).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    api(fx.paidOrderDetail, {
      [`${ORDER}invoice/resend/`]: () => ({
        response: Response.json({ error: 'This order has no invoice yet.' }, { status: 409 }),
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invoice' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This order has no invoice yet.');
  });
});

describe('cancelling with an internal note', () => {
  it('sends the learner’s reason and the internal note apart', async () => {
    const cancelled = { ...fx.orderDetail, status: 'cancelled' as const, next_statuses: [] };
    const sent = api(fx.orderDetail, {
      [`${ORDER}transitions/`]: () => ({ response: Response.json(cancelled), after: cancelled }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.input(dialog.getByLabelText('Reason the learner is told'), {
      target: { value: 'The payment did not reach us' },
    });
    fireEvent.input(dialog.getByLabelText('Internal note (optional; only staff see it)'), {
      target: { value: 'Same UPI ID as a chargeback last month' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(
      await dialog.findByText(/Your internal note is kept on the order, not mailed\./),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /^Confirm/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]![1]).toEqual({
      to: 'cancelled',
      version: 2,
      reason: 'The payment did not reach us',
      internal_note: 'Same UPI ID as a chargeback last month',
    });
  });
});
