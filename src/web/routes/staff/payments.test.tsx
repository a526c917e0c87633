// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { renderConsoleRoute, stubModalDialogs } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffPayments, { clientAction } from './payments.tsx';
import type { Route } from './+types/payments.ts';

const fetchSpy = stubFetchPerTest();
stubModalDialogs();

const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

/** The payments API: each statement read answers the next of `reads`; confirming, `confirmed`. */
function api(reads: Response[], confirmed = Response.json(fx.confirmResult)) {
  const sent: [string, unknown][] = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const path = String(input);
    sent.push([path, JSON.parse(String(init?.body))]);
    if (path === '/api/staff/payments/statement/') return reads.shift()!;
    if (path === '/api/staff/payments/confirm/') return confirmed;
    throw new Error(`Not in this test: ${path}`);
  });
  return sent;
}

function readPasted(text: string) {
  fireEvent.change(
    screen.getByLabelText('Or paste the statement’s text (used when no file is chosen)'),
    { target: { value: text } },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Read statement' }));
}

/** What the screen says it read: the file, the bank's format, and how many credits. */
const readingSaid = () => screen.queryByText(/^Read /, { selector: 'p' })?.textContent;

const renderPayments = () =>
  renderConsoleRoute(
    { path: '/staff/payments', Component: StaffPayments, action },
    '/staff/payments',
    fx.ownerProfile,
  );

describe('the payments screen', () => {
  it('reads a statement, confirms its matches, and reads it again afresh', async () => {
    const sent = api([Response.json(fx.statementResult), Response.json(fx.statementResult)]);
    renderPayments();
    readPasted('Date,Narration\n21/11/26,UPI');
    await waitFor(() => expect(readingSaid()).toContain('as HDFC Bank: 5 credits'));
    // Each proposed match sets the order's buyer and total beside the payer's narration.
    const matched = screen.getByRole('row', { name: /MNT-1001/ });
    expect(within(matched).getByText('Asha Rao')).toBeTruthy();
    expect(within(matched).getAllByText('₹7,498.50')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm 2 payments' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Confirm 2 payments' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm 2 payments' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/1 payment confirmed/)).toBeTruthy();
    expect(screen.getByText('1 payment was not confirmed:')).toBeTruthy();
    expect(sent[1]).toEqual([
      '/api/staff/payments/confirm/',
      {
        matches: [
          { order_number: 'MNT-1001', version: 2, utr: '412345678901' },
          { order_number: 'MNT-0999', version: 1, utr: '498765432109' },
        ],
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Read the statement again' }));
    // A new reading starts afresh: its matches are to confirm again.
    expect(await screen.findByRole('button', { name: 'Confirm 2 payments' })).toBeTruthy();
    expect(screen.queryByText(/1 payment confirmed/)).toBeNull();
    expect(sent[2]).toEqual(sent[0]);
  });

  it('asks for the columns of a bank it does not know, and reads with them', async () => {
    const sent = api([
      Response.json(fx.statementHeaders, { status: 422 }),
      Response.json({ ...fx.statementResult, format: 'Your columns' }),
    ]);
    renderPayments();
    readPasted('Txn Date,Particulars,Ref No,Debit,Credit,Balance');
    const picker = within(await screen.findByRole('form', { name: 'Statement columns' }));
    fireEvent.click(picker.getByRole('button', { name: 'Read with these columns' }));
    await waitFor(() => expect(readingSaid()).toContain('as Your columns'));
    expect(sent[1]![1]).toEqual({
      file_name: 'Pasted statement',
      csv: 'Txn Date,Particulars,Ref No,Debit,Credit,Balance',
      mapping: {
        date: 'Txn Date',
        description: 'Particulars',
        reference: 'Ref No',
        credit: 'Credit',
      },
    });
  });

  it('says a file with too few columns is no statement', async () => {
    api([Response.json({ ...fx.statementHeaders, headers: ['just some words'] }, { status: 422 })]);
    renderPayments();
    readPasted('just some words');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'this does not look like a bank statement',
    );
    expect(screen.queryByRole('form', { name: 'Statement columns' })).toBeNull();
  });
});

describe('the payments screen’s memory of bank lines', () => {
  const unmatchedWithUtr = {
    line: 10,
    line_id: 110,
    date: '2026-11-24',
    description: 'UPI/466655544433/fees for my daughter/father@oksbi/SBI',
    reference: '0000466655544433',
    utr: '466655544433',
    amount_paise: 749_850,
    proposal: { kind: 'unmatched' as const },
  };
  const reconciledCredit = {
    line: 11,
    line_id: 90,
    date: '2026-11-20',
    description: 'UPI/400011122233/fees/x@okicici/ICIC',
    reference: '0000400011122233',
    utr: '400011122233',
    amount_paise: 299_900,
    proposal: {
      kind: 'reconciled' as const,
      order_number: 'MNT-0990',
      settled_at: '2026-11-21T06:30:00Z',
    },
  };
  const result = {
    ...fx.statementResult,
    credits: [...fx.statementResult.credits, unmatchedWithUtr, reconciledCredit],
  };

  /** Reading answers `result`; the order and the link answer as given. */
  function linkApi(order: typeof fx.orderDetail, linked: Response) {
    const sent: [string, unknown][] = [];
    fetchSpy.mockImplementation(async (input, init) => {
      const path = String(input);
      if (init?.body) sent.push([path, JSON.parse(String(init.body))]);
      if (path === '/api/staff/payments/statement/') return Response.json(result);
      if (path === '/api/staff/orders/MNT-1001/') return Response.json(order);
      if (path === '/api/staff/payments/lines/110/link/') return linked;
      throw new Error(`Not in this test: ${path}`);
    });
    return sent;
  }

  it('keeps settled credits in a quiet group, and shows flagged credits’ order total and buyer', async () => {
    linkApi(fx.orderDetail, Response.json({}));
    renderPayments();
    readPasted('Date,Narration\n21/11/26,UPI');
    const flagged = within(await screen.findByRole('region', { name: 'Needs a person (2)' }));
    const row = flagged.getByRole('row', { name: /MNT-0995/ });
    expect(within(row).getByText('Priya Nair')).toBeTruthy();
    expect(within(row).getByText('₹5,499')).toBeTruthy();
    expect(within(row).getByText('₹4,990')).toBeTruthy();

    const summary = screen.getByText(/^Already reconciled \(1\)/);
    const group = summary.closest('details')!;
    expect(group.open).toBe(false);
    const settled = within(within(group).getByRole('table', { name: 'Already reconciled' }));
    expect(settled.getByRole('link', { name: 'MNT-0990' })).toBeTruthy();
    expect(settled.getByText('21 Nov 2026, 12:00 pm')).toBeTruthy();
    // Not offered again to confirm or link.
    expect(screen.queryByRole('button', { name: /line 11/ })).toBeNull();
  });

  it('links an unmatched credit to the order staff find, and shows it paid', async () => {
    const sent = linkApi(
      fx.orderDetail,
      Response.json({ line_id: 110, order_number: 'MNT-1001', settled_at: '2026-11-24T06:00:00Z' }),
    );
    renderPayments();
    readPasted('Date,Narration\n21/11/26,UPI');
    const unmatched = within(await screen.findByRole('region', { name: 'Unmatched credits (2)' }));
    // A credit without a UTR can't mark an order paid: no link is offered for it.
    expect(unmatched.getAllByRole('button', { name: /^Link the credit/ })).toHaveLength(1);
    fireEvent.click(
      unmatched.getByRole('button', {
        name: 'Link the credit of ₹7,498.50 on line 10 to an order',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Link this credit to an order' }));
    const confirm = dialog.getByRole('button', { name: 'Mark the order as paid' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Order number'), { target: { value: ' mnt-1001 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Find order' }));
    expect(await dialog.findByText('Asha Rao')).toBeTruthy();
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find(([path]) => path === '/api/staff/payments/lines/110/link/')![1]).toEqual({
      order_number: 'MNT-1001',
      version: 2,
    });
    const row = unmatched.getByRole('row', { name: /466655544433/ });
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'MNT-1001' })).toBeTruthy();
    expect(unmatched.getByRole('status').textContent).toBe(
      'Order MNT-1001 is marked as paid with this credit.',
    );
  });

  it('says when the order found cannot take the credit, and does not send it', async () => {
    const sent = linkApi({ ...fx.orderDetail, total_paise: 999_900 }, Response.json({}));
    renderPayments();
    readPasted('Date,Narration\n21/11/26,UPI');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Link the credit of ₹7,498.50 on line 10 to an order',
      }),
    );
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Order number'), { target: { value: 'MNT-1001' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Find order' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'This credit is ₹7,498.50 but the order totals ₹9,999.',
    );
    const confirm = dialog.getByRole('button', { name: 'Mark the order as paid' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(sent.some(([path]) => path.includes('/link/'))).toBe(false);
  });
});
