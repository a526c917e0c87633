// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ownerProfile } from '../../../../../e2e/support/staff-fixtures.ts';
import type { Role } from '../../../../domain/roles.ts';
import type { AuditEntry } from '../../../../domain/staff/audit.ts';
import { RecordLink } from '../audit/record-link.tsx';
import { NeedsAction } from '../dashboard/needs-action.tsx';

afterEach(cleanup);

/** `screen` inside the console's layout, signed in with `role`, as the layout hands it down. */
function inConsoleAs(role: Role, screen: ReactNode) {
  const Stub = createRoutesStub([
    {
      path: '/staff',
      Component: () => <Outlet context={{ ...ownerProfile, role }} />,
      children: [{ index: true, Component: () => screen }],
    },
  ]);
  render(<Stub initialEntries={['/staff']} />);
}

const counts = { new_enquiries: 2, payment_reported: 1, awaiting_payment: 3 };
const entry = (record_type: AuditEntry['record_type'], record_id: string): AuditEntry => ({
  id: 1,
  at: '2026-12-01T10:00:00Z',
  actor: null,
  action: 'x',
  record_type,
  record_id,
  changes: [],
});

describe('links in the console lead a role only where it may go', () => {
  it("gives the accountant the dashboard's figures, and links only to the orders", () => {
    inConsoleAs('accountant', <NeedsAction counts={counts} />);
    expect(screen.queryByRole('link', { name: /New enquiries/ })).toBeNull();
    expect(screen.getByText('New enquiries')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Payment reported/ }).getAttribute('href')).toBe(
      '/staff/orders?status=payment_reported',
    );
  });

  it('gives staff every card as a way into its list', () => {
    inConsoleAs('staff', <NeedsAction counts={counts} />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it("names an account in the accountant's audit log without a link, and links its orders", () => {
    inConsoleAs(
      'accountant',
      <>
        <RecordLink entry={entry('user', '42')} />
        <RecordLink entry={entry('order', 'ORD-ABCD1234')} />
      </>,
    );
    expect(screen.queryByRole('link', { name: 'Account 42' })).toBeNull();
    expect(screen.getByText('Account 42')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order ORD-ABCD1234' })).toBeTruthy();
  });
});
