// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
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
const ENDED = '2026-11-25T06:00:00Z';

/** The paid order refunded on its Python line, whose access ended. */
const refundedOrder: StaffOrderDetail = {
  ...fx.paidOrderDetail,
  status: 'refunded',
  version: 4,
  next_statuses: [],
  refund_paise: 281_170,
  refunds: [
    {
      id: 1,
      amount_paise: 281_170,
      reason: 'Wrong program',
      created_at: '2026-11-25T06:00:00Z',
      by: 'Owner',
      programs: ['Python (Basic)'],
      credit_note: 'MENC/26-27/00001',
    },
  ],
  items: [
    fx.paidOrderDetail.items[0]!,
    {
      ...fx.paidOrderDetail.items[1]!,
      refunded: true,
      refunded_paise: 281_170,
      enrolment: { started_at: '2026-11-23T07:00:00Z', ended_at: ENDED },
    },
  ],
};

/** The page of `order`; a POST to `path` answers `answer` and leaves the order as `after`. */
function openOrder(
  order: StaffOrderDetail,
  post?: { path: string; answer: Response; after: StaffOrderDetail },
) {
  let current = order;
  fetchSpy.mockImplementation(async (input, init) => {
    if (post && init?.method === 'POST' && input === post.path) {
      current = post.after;
      return post.answer;
    }
    if (input === ORDER) return Response.json(current);
    throw new Error(`Not in this test: ${String(input)}`);
  });
  renderConsoleRoute(
    { path: '/staff/orders/:number', Component: StaffOrder, ErrorBoundary, loader, action },
    '/staff/orders/MNT-1001',
    fx.ownerProfile,
  );
}

const posted = () => {
  const [, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'POST')!;
  return JSON.parse(String(init!.body)) as unknown;
};

describe('recording a refund', () => {
  it('lists the lines unticked, fills in what the ticked ones cost and says whose access ends', async () => {
    openOrder(fx.paidOrderDetail, {
      path: `${ORDER}transitions/`,
      answer: Response.json(refundedOrder),
      after: refundedOrder,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Record refund' }));
    const dialog = within(screen.getByRole('dialog'));
    const ai = dialog.getByRole('checkbox', { name: /Artificial Intelligence \(Pro\)/ });
    const python = dialog.getByRole('checkbox', { name: /Python \(Basic\)/ });
    const amount = dialog.getByLabelText<HTMLInputElement>('Amount refunded, in rupees');
    expect([ai, python].map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
    expect(amount.value).toBe('');
    dialog.getByText('Tick the programs refunded: only their access ends.');

    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText('Choose the programs refunded.')).toBeTruthy();

    fireEvent.click(python);
    expect(amount.value).toBe('2811.70');
    dialog.getByText('Access to Python (Basic) ends. Artificial Intelligence (Pro) stays.');
    fireEvent.click(ai);
    expect(amount.value).toBe('7498.50');
    dialog.getByText('Access to Artificial Intelligence (Pro) and Python (Basic) ends.');
    fireEvent.click(ai);

    fireEvent.input(amount, { target: { value: '2811.71' } });
    fireEvent.input(dialog.getByLabelText('Reason the learner is told'), {
      target: { value: 'Wrong program' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(
      await dialog.findByText(
        'The refund can be at most what was paid for the programs chosen, ₹2,811.70.',
      ),
    ).toBeTruthy();

    fireEvent.input(amount, { target: { value: '2811.70' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const confirm = await dialog.findByRole('button', { name: 'Confirm: record refund' });
    expect(confirm.closest('div')!.parentElement!.textContent).toContain(
      'Record a refund of ₹2,811.70 for order MNT-1001? Access to Python (Basic) ends. Artificial Intelligence (Pro) stays. The learner is told: Wrong program',
    );
    fireEvent.click(confirm);
    expect((await screen.findByRole('status')).textContent).toBe('Refund recorded.');
    expect(posted()).toEqual({
      to: 'refunded',
      version: 3,
      amount_paise: 281_170,
      reason: 'Wrong program',
      lines: [12],
    });
  });

  it('refunds an amount only, keeping every access, with a note that is not mailed', async () => {
    const partly: StaffOrderDetail = {
      ...fx.paidOrderDetail,
      status: 'partly_refunded',
      version: 4,
      refund_paise: 200_000,
    };
    openOrder(fx.paidOrderDetail, {
      path: `${ORDER}transitions/`,
      answer: Response.json(partly),
      after: partly,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Record refund' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('radio', { name: /An amount only/ }));
    expect(dialog.queryByRole('checkbox')).toBeNull();
    dialog.getByText('Up to ₹7,498.50 is left to refund. Every program stays with the learner.');
    const amount = dialog.getByLabelText<HTMLInputElement>('Amount refunded, in rupees');
    fireEvent.input(amount, { target: { value: '7498.51' } });
    fireEvent.input(dialog.getByLabelText('Reason the learner is told'), {
      target: { value: 'Goodwill for the moved session' },
    });
    fireEvent.input(dialog.getByLabelText('Internal note (optional; only staff see it)'), {
      target: { value: 'Approved by the owner on a call' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(
      await dialog.findByText('The refund can be at most what is left of the order, ₹7,498.50.'),
    ).toBeTruthy();
    fireEvent.input(amount, { target: { value: '2000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const confirm = await dialog.findByRole('button', { name: 'Confirm: record refund' });
    expect(confirm.closest('div')!.parentElement!.textContent).toContain(
      'Record a refund of ₹2,000 for order MNT-1001? Every program stays with the learner.',
    );
    fireEvent.click(confirm);
    expect((await screen.findByRole('status')).textContent).toBe('Refund recorded.');
    expect(posted()).toEqual({
      to: 'refunded',
      version: 3,
      amount_paise: 200_000,
      reason: 'Goodwill for the moved session',
      lines: [],
      internal_note: 'Approved by the owner on a call',
    });
  });

  it('starts with the only line of a one-line order ticked and its amount filled in', async () => {
    openOrder({ ...fx.paidOrderDetail, items: [fx.paidOrderDetail.items[1]!] });
    fireEvent.click(await screen.findByRole('button', { name: 'Record refund' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole<HTMLInputElement>('checkbox', { name: /Python/ }).checked).toBe(true);
    expect(dialog.getByLabelText<HTMLInputElement>('Amount refunded, in rupees').value).toBe(
      '2811.70',
    );
    dialog.getByText('Access to Python (Basic) ends.');
  });
});

describe('restoring access', () => {
  it('shows each line’s access, and gives back an ended one after asking', async () => {
    const restored = {
      ...refundedOrder,
      items: refundedOrder.items.map((item) => ({
        ...item,
        enrolment: { started_at: '2026-11-23T07:00:00Z', ended_at: null },
      })),
    };
    openOrder(refundedOrder, {
      path: `${ORDER}enrolments/Python/restore/`,
      answer: Response.json(restored),
      after: restored,
    });
    const table = within(await screen.findByRole('table', { name: 'Items and amounts' }));
    const [, aiRow, pythonRow] = table.getAllByRole('row');
    expect(aiRow!.textContent).toContain('Active');
    expect(pythonRow!.textContent).toContain('Refunded');
    expect(pythonRow!.textContent).toContain('Ended on 25 Nov 2026');

    fireEvent.click(table.getByRole('button', { name: 'Restore access to Python (Basic)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Restore access to Python?' }));
    dialog.getByText(/Asha Rao gets back access to Python \(Basic\) from order MNT-1001/);
    fireEvent.click(dialog.getByRole('button', { name: 'Restore access' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Access to Python (Basic) restored. The learner is emailed.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Restore access/ })).toBeNull();
    expect(posted()).toEqual({});
  });

  it('shows the server’s refusal in the dialog', async () => {
    openOrder(refundedOrder, {
      path: `${ORDER}enrolments/Python/restore/`,
      answer: Response.json({ error: 'Access to Python is already active.' }, { status: 409 }),
      after: refundedOrder,
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Restore access to Python (Basic)' }),
    );
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Restore access' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Access to Python is already active.',
    );
  });
});
