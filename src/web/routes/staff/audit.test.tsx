// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/staff/audit.ts';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { renderConsoleRoute } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffAudit, { ErrorBoundary, clientLoader } from './audit.tsx';
import type { Route } from './+types/audit.ts';

const fetchSpy = stubFetchPerTest();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);

const refund: AuditEntry = {
  id: 12,
  // 07:00 UTC is 12:30 pm in India.
  at: '2026-11-23T07:00:00Z',
  actor: { id: 1, name: 'Meera Iyer' },
  action: 'order.refunded',
  record_type: 'order',
  record_id: 'MNT-1001',
  changes: [
    { field: 'status', before: 'paid', after: 'refunded' },
    { field: 'refund_paise', before: null, after: 449_905 },
    { field: 'refund_reason', before: null, after: 'Paid twice' },
  ],
};
const assignment: AuditEntry = {
  id: 11,
  at: '2026-11-22T18:45:00Z',
  actor: { id: 1, name: 'Meera Iyer' },
  action: 'enquiry.update',
  record_type: 'enquiry',
  record_id: 'program/12',
  changes: [
    { field: 'status', before: 'new', after: 'in_progress' },
    { field: 'assignee_id', before: null, after: 2 },
  ],
};
const purge: AuditEntry = {
  id: 10,
  at: '2026-11-21T00:00:00Z',
  actor: null,
  action: 'user.purge-unproved',
  record_type: 'user',
  record_id: '40',
  changes: [{ field: 'account', before: 'address never confirmed', after: 'deleted' }],
};

/** The log's page, and the team (Meera Iyer 1, Vikram Shah 2) unless `team` says otherwise. */
function api(team: () => Response = () => Response.json(fx.members)) {
  fetchSpy.mockImplementation(async (input) => {
    const path = String(input);
    if (path.startsWith('/api/staff/members/')) return team();
    if (path.startsWith('/api/staff/audit/')) {
      return Response.json({
        results: [refund, assignment, purge],
        count: 3,
        page: 1,
        page_size: 25,
      });
    }
    throw new Error(`Not in this test: ${path}`);
  });
}

const renderAudit = () =>
  renderConsoleRoute(
    { path: '/staff/audit', Component: StaffAudit, ErrorBoundary, loader },
    '/staff/audit',
    fx.ownerProfile,
  );

describe('the audit log', () => {
  it('says each change in words, with who made it and when in India time', async () => {
    api();
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    const first = within(rows[0]!);
    expect(first.getByRole('rowheader').textContent).toBe('23 Nov 2026, 12:30 pm');
    expect(first.getByText('Meera Iyer')).toBeTruthy();
    expect(first.getByText('₹4,499.05 refunded: Paid twice')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Order MNT-1001' })).toBeTruthy();
    // 18:45 UTC is a quarter past midnight of the next day in India.
    const second = within(rows[1]!);
    expect(second.getByRole('rowheader').textContent).toBe('23 Nov 2026, 12:15 am');
    expect(second.getByText('Status: New → In progress; Assigned to Vikram Shah')).toBeTruthy();
    expect(within(rows[2]!).getByText('The site')).toBeTruthy();
    expect(
      within(rows[2]!).getByText('Account deleted: its address was never confirmed'),
    ).toBeTruthy();
  });

  it('keeps what was stored in a collapsed Details for the curious', async () => {
    api();
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(within(table).getAllByRole('row')[1]!);
    const details = row.getByText('Details').closest('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByText('order.refunded')).toBeTruthy();
    expect(within(details).getByText('refund_paise')).toBeTruthy();
    fireEvent.click(row.getByText('Details'));
    expect(details.open).toBe(true);
  });

  it('names a person by id when the team could not be loaded', async () => {
    api(() => Response.json({ error: 'Only the owner can do this.' }, { status: 403 }));
    renderAudit();
    expect(
      await screen.findByText('Status: New → In progress; Assigned to member #2'),
    ).toBeTruthy();
  });
});
