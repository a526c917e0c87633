// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { renderConsoleRoute, stubModalDialogs } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffEnquiries, { ErrorBoundary, clientAction, clientLoader } from './enquiries.tsx';
import type { Route } from './+types/enquiries.ts';

const fetchSpy = stubFetchPerTest();
stubModalDialogs();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

/** The list API; `bulk` answers a bulk change. Returns the changes asked for. */
function api(bulk: () => Response = () => Response.json({ changed: 2 })) {
  const sent: unknown[] = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/staff/members/') return Response.json(fx.members);
    if (path === '/api/staff/enquiries/bulk/') {
      sent.push(JSON.parse(String(init?.body)));
      return bulk();
    }
    return Response.json(fx.enquiryPage);
  });
  return sent;
}

const askedFor = () => fetchSpy.mock.calls.map(([path]) => String(path));

const renderEnquiries = (url = '/staff/enquiries') =>
  renderConsoleRoute(
    { path: '/staff/enquiries', Component: StaffEnquiries, ErrorBoundary, loader, action },
    url,
    fx.ownerProfile,
  );

describe('the enquiries list', () => {
  it('shows each reply-by day, marks the overdue ones, and filters them', async () => {
    api();
    renderEnquiries();
    const row = (await screen.findByRole('link', { name: 'ENQ-P-12' })).closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByText('End of Tue, 24 Nov')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'ENQ-C-41' }).closest('tr')!;
    expect(within(other).queryByText('Overdue')).toBeNull();

    fireEvent.change(screen.getByLabelText('Reply by'), { target: { value: 'overdue' } });
    await waitFor(() =>
      expect(askedFor()).toContain('/api/staff/enquiries/?page=1&page_size=25&due=overdue'),
    );
  });

  it('closes the ticked enquiries once confirmed, then clears the ticks', async () => {
    const sent = api();
    renderEnquiries();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select ENQ-P-12' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ENQ-F-5' }));
    const bar = within(screen.getByRole('region', { name: 'Change the selected enquiries' }));
    expect(bar.getByText('2 selected')).toBeTruthy();
    fireEvent.click(bar.getByRole('button', { name: 'Close them' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close 2 enquiries?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Close them' }));

    expect((await bar.findByRole('status')).textContent).toBe('Closed 2 enquiries.');
    expect(sent).toEqual([
      {
        action: 'close',
        enquiries: [
          { kind: 'program', id: 12 },
          { kind: 'freelancing', id: 5 },
        ],
      },
    ]);
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select ENQ-P-12' }).checked,
    ).toBe(false);
  });

  it('assigns every enquiry on the page to a member, and shows a refusal as it came', async () => {
    const sent = api(() =>
      Response.json(
        { error: 'There is no enquiry ENQ-C-41: nothing was changed.', field: 'enquiries' },
        { status: 400 },
      ),
    );
    renderEnquiries();
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Select every enquiry on this page' }),
    );
    const bar = within(screen.getByRole('region', { name: 'Change the selected enquiries' }));
    expect(bar.getByText('3 selected')).toBeTruthy();
    fireEvent.change(bar.getByLabelText('Assign to'), { target: { value: '2' } });
    fireEvent.click(bar.getByRole('button', { name: 'Assign' }));

    expect((await bar.findByRole('alert')).textContent).toBe(
      'There is no enquiry ENQ-C-41: nothing was changed.',
    );
    expect(sent).toEqual([
      {
        action: 'assign',
        assignee_id: 2,
        enquiries: [
          { kind: 'program', id: 12 },
          { kind: 'contact', id: 41 },
          { kind: 'freelancing', id: 5 },
        ],
      },
    ]);
    // Refused, the ticks stay for another try.
    expect(bar.getByText('3 selected')).toBeTruthy();
  });
});
