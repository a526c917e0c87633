// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { renderConsoleRoute, stubModalDialogs } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffPayments, { ErrorBoundary, clientAction, clientLoader } from './payments.tsx';
import type { Route } from './+types/payments.ts';

const fetchSpy = stubFetchPerTest();
stubModalDialogs();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

/** What the screen loads: the credits kept and the TDS awaited. */
const LOADED: Record<string, unknown> = {
  '/api/staff/payments/credits/': fx.bankCredits,
  '/api/staff/payments/tds/': fx.awaitedTds,
};

/**
 * The payments API: the screen's data, then each call of `answers` by its path (a list answers
 * in turn). What was sent, with its body, is kept.
 */
function api(answers: Record<string, Response | Response[]> = {}) {
  const sent: [string, unknown][] = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const path = String(input);
    if (init?.body) sent.push([path, JSON.parse(String(init.body))]);
    const answer = answers[path];
    if (Array.isArray(answer)) return answer.shift()!;
    if (answer) return answer.clone();
    if (path in LOADED) return Response.json(LOADED[path]);
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

const renderPayments = (profile = fx.ownerProfile) =>
  renderConsoleRoute(
    { path: '/staff/payments', Component: StaffPayments, ErrorBoundary, loader, action },
    '/staff/payments',
    profile,
  );

describe('the payments screen', () => {
  it('reads a statement, confirms its matches, and reads it again afresh', async () => {
    const statement = '/api/staff/payments/statement/';
    const sent = api({
      [statement]: [Response.json(fx.statementResult), Response.json(fx.statementResult)],
      '/api/staff/payments/confirm/': Response.json(fx.confirmResult),
    });
    renderPayments();
    await screen.findByRole('heading', { name: /^Open credits/ });
    readPasted('Date,Narration\n21/11/26,UPI');
    await waitFor(() => expect(readingSaid()).toContain('as HDFC Bank: 5 credits'));
    // The credit no order explains is among the open credits, not listed apart.
    expect(readingSaid()).toContain('1 credit no order explains is among the open credits below.');
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
    const sent = api({
      '/api/staff/payments/statement/': [
        Response.json(fx.statementHeaders, { status: 422 }),
        Response.json({ ...fx.statementResult, format: 'Your columns' }),
      ],
    });
    renderPayments();
    await screen.findByRole('heading', { name: /^Open credits/ });
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
    api({
      '/api/staff/payments/statement/': Response.json(
        { ...fx.statementHeaders, headers: ['just some words'] },
        { status: 422 },
      ),
    });
    renderPayments();
    await screen.findByRole('heading', { name: /^Open credits/ });
    readPasted('just some words');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'this does not look like a bank statement',
    );
    expect(screen.queryByRole('form', { name: 'Statement columns' })).toBeNull();
  });

  it('keeps settled credits in a quiet group, and shows flagged credits’ order total and buyer', async () => {
    const reconciled = {
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
    api({
      '/api/staff/payments/statement/': Response.json({
        ...fx.statementResult,
        credits: [...fx.statementResult.credits, reconciled],
      }),
    });
    renderPayments();
    await screen.findByRole('heading', { name: /^Open credits/ });
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
  });
});

describe('the credits kept across statements', () => {
  const openCredits = () => within(screen.getByRole('region', { name: 'Open credits' }));
  /** The section around the table, where what a change did is said. */
  const creditsSaid = () =>
    within(screen.getByRole('region', { name: /^Open credits \(\d+\)$/ })).getByRole('status')
      .textContent;
  const settleButton = (name: string) =>
    screen.findByRole('button', { name: `Settle orders from the credit of ${name}` });

  it('lists the open credits of every statement, oldest first, and those set aside apart', async () => {
    api();
    renderPayments();
    await screen.findByRole('heading', { name: 'Open credits (4)' });
    const rows = openCredits().getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '₹12,500',
      '₹7,000',
      '₹498.50',
      // Orders used most of it: what is left, and what paid what.
      '₹1 leftof ₹10,000; paid MNT-0990 ₹9,999',
    ]);
    expect(within(rows[0]!).getByText('hdfc-november.csv')).toBeTruthy();
    const aside = screen.getByText(/^Set aside \(1\)/).closest('details')!;
    expect(aside.open).toBe(false);
    expect(within(aside).getByText('Interest on the account')).toBeTruthy();
    expect(within(aside).getByText(/^Ravi Kumar,/)).toBeTruthy();
    expect(within(aside).getByRole('button', { name: /^Reopen the credit of ₹250/ })).toBeTruthy();
  });

  it('shows the accountant the credits and the TDS awaited, with nothing to change', async () => {
    api();
    renderPayments({ ...fx.ownerProfile, role: 'accountant' });
    await screen.findByRole('heading', { name: 'Open credits (4)' });
    expect(screen.queryByRole('button', { name: 'Read statement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Settle/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Set aside/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reopen/ })).toBeNull();
    expect(screen.getByRole('row', { name: /MNT-0985/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Record the TDS certificate/ })).toBeNull();
  });

  it('settles one order from two credits, showing what each pays before sending', async () => {
    const settled = {
      orders: [{ order_number: 'MNT-1001', paid_utr: null }],
      allocations: [],
      left_over_paise: 0,
    };
    const sent = api({
      '/api/staff/orders/MNT-1001/': Response.json({
        ...fx.orderDetail,
        status: 'awaiting_payment',
      }),
      '/api/staff/payments/settlements/': Response.json(settled),
    });
    renderPayments();
    fireEvent.click(await settleButton('₹7,000 on 24 Nov'));
    const dialog = within(screen.getByRole('dialog', { name: 'Settle orders from bank credits' }));
    const confirm = dialog.getByRole('button', { name: 'Mark the order as paid' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Order number'), { target: { value: ' mnt-1001 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add order' }));
    expect(await dialog.findByText('Asha Rao')).toBeTruthy();
    expect(dialog.getByRole('status').textContent).toBe(
      'The credits are ₹498.50 short of what the orders need. Add the credit that pays the rest, or the TDS the buyer deducted.',
    );
    fireEvent.change(dialog.getByLabelText('Another credit that pays them'), {
      target: { value: '111' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Add credit' }));
    expect(dialog.getByRole('status').textContent).toBe('MNT-1001 (₹7,498.50): ₹7,000 + ₹498.50');
    fireEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find(([path]) => path === '/api/staff/payments/settlements/')![1]).toEqual({
      orders: [{ order_number: 'MNT-1001', version: 2, tds: null }],
      credits: [110, 111],
    });
    expect(creditsSaid()).toBe(
      'Order MNT-1001 is marked as paid and its buyer mailed the invoice.',
    );
  });

  it('settles a business’s order net of the TDS it deducted, suggesting 10% before GST', async () => {
    const business = {
      ...fx.orderDetail,
      number: 'MNT-0985',
      status: 'awaiting_payment' as const,
      buyer_gstin: '27AAPFU0939F1ZV',
      buyer_company: 'Apex Skills Private Limited',
    };
    const sent = api({
      '/api/staff/orders/MNT-0985/': Response.json(business),
      '/api/staff/payments/settlements/': Response.json({
        orders: [{ order_number: 'MNT-0985', paid_utr: '466655544433' }],
        allocations: [],
        left_over_paise: 0,
      }),
    });
    renderPayments();
    fireEvent.click(await settleButton('₹7,000 on 24 Nov'));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Order number'), { target: { value: 'MNT-0985' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add order' }));
    fireEvent.click(await dialog.findByRole('checkbox', { name: /The buyer deducted TDS/ }));
    // ₹7,498.50 is ₹6,354.66 before GST: 10% of it, to the rupee.
    expect(dialog.getByText(/10% of the ₹6,354.66 before GST would be ₹635\./)).toBeTruthy();
    expect((dialog.getByLabelText('TDS deducted, in rupees') as HTMLInputElement).value).toBe(
      '635',
    );
    expect(dialog.getByRole('status').textContent).toContain(
      '₹136.50 of the last credit stays open.',
    );
    fireEvent.change(dialog.getByLabelText('TDS deducted, in rupees'), {
      target: { value: '498.50' },
    });
    expect(dialog.getByRole('status').textContent).toBe(
      'MNT-0985 (₹7,498.50): ₹7,000 + TDS ₹498.50',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Mark the order as paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find(([path]) => path === '/api/staff/payments/settlements/')![1]).toEqual({
      orders: [
        { order_number: 'MNT-0985', version: 2, tds: { amount_paise: 49_850, section: '194J' } },
      ],
      credits: [110],
    });
  });

  it('says when the order found cannot be paid, and adds nothing', async () => {
    api({ '/api/staff/orders/MNT-1001/': Response.json(fx.paidOrderDetail) });
    renderPayments();
    fireEvent.click(await settleButton('₹7,000 on 24 Nov'));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Order number'), { target: { value: 'MNT-1001' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add order' }));
    expect(
      await dialog.findByText(
        'Order MNT-1001 is paid: only an order waiting for payment can be paid.',
      ),
    ).toBeTruthy();
    expect(dialog.queryByRole('list', { name: 'Orders to mark as paid' })).toBeNull();
  });

  it('sets a credit aside with the reason, which it asks for', async () => {
    const sent = api({
      '/api/staff/payments/credits/109/set-aside/': Response.json(fx.bankCredits),
    });
    renderPayments();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Set aside the credit of ₹12,500 on 23 Nov' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Set this credit aside' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Set aside' }));
    expect(dialog.getByText('Give a reason.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Why does it pay no order?'), {
      target: { value: 'Ravi Traders repaid a supplier invoice' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Set aside' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      [
        '/api/staff/payments/credits/109/set-aside/',
        { reason: 'Ravi Traders repaid a supplier invoice' },
      ],
    ]);
    expect(creditsSaid()).toBe('The credit is set aside.');
  });

  it('records the certificate number a business sent for its TDS', async () => {
    const sent = api({
      '/api/staff/payments/tds/MNT-0985/certificate/': Response.json({
        ...fx.awaitedTds.awaited[0],
        certificate_number: 'ABCDEFG',
        certificate_received_at: '2026-12-05T06:00:00Z',
      }),
    });
    renderPayments();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Record the TDS certificate of order MNT-0985' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Record the TDS certificate' }));
    fireEvent.change(dialog.getByLabelText('Certificate number'), { target: { value: 'abcdefg' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record certificate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      ['/api/staff/payments/tds/MNT-0985/certificate/', { certificate_number: 'ABCDEFG' }],
    ]);
    expect(
      screen.getByText('Certificate ABCDEFG recorded for the TDS of order MNT-0985.'),
    ).toBeTruthy();
  });
});
