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
