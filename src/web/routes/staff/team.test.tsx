// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Invitation, Team } from '../../../domain/staff/team.ts';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { renderConsoleRoute, stubModalDialogs } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffTeam, { ErrorBoundary, clientAction, clientLoader } from './team.tsx';
import type { Route } from './+types/team.ts';

const fetchSpy = stubFetchPerTest();
stubModalDialogs();

// createRoutesStub calls them with a data router's arguments: the route's generated types name
// the same request and params more narrowly.
const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const invitation = (email: string): Invitation => ({
  id: 9,
  email,
  role: 'staff',
  invited_by: fx.ownerProfile.username,
  created_at: '2026-11-24T10:00:00Z',
  expires_at: '2026-11-27T10:00:00Z',
});

/**
 * The team API: GET answers the team as it is now; an invitation is answered with `invited`
 * (the invitation is then on the team), or else refused with `refusal`.
 */
function api({ refusal }: { refusal?: { status: number; error: string } } = {}) {
  let team: Team = fx.team;
  const sent: unknown[] = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && input === '/api/staff/team/') return Response.json(team);
    if (method === 'POST' && input === '/api/staff/team/invitations/') {
      const { email } = JSON.parse(String(init?.body)) as { email: string };
      sent.push(email);
      if (refusal) return Response.json({ error: refusal.error }, { status: refusal.status });
      team = { ...team, invitations: [invitation(email), ...team.invitations] };
      return Response.json(invitation(email), { status: 201 });
    }
    throw new Error(`Not in this test: ${method} ${String(input)}`);
  });
  return {
    sent,
    teamReads: () => fetchSpy.mock.calls.filter(([path]) => path === '/api/staff/team/'),
  };
}

const renderTeam = (profile = fx.ownerProfile) =>
  renderConsoleRoute(
    { path: '/staff/team', Component: StaffTeam, ErrorBoundary, loader, action },
    '/staff/team',
    profile,
  );

describe('the Team screen', () => {
  it('keeps an address typed as soon as the field appears, and sends the invitation', async () => {
    const { sent, teamReads } = api();
    renderTeam();
    const email = await screen.findByLabelText<HTMLInputElement>('Email address to invite');
    fireEvent.input(email, { target: { value: 'neha@example.com' } });
    // Nothing the page does after it appears (it has its data already) takes the address away.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(email.value).toBe('neha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Invite staff' }));

    const invited = within(screen.getByRole('form', { name: 'Invite to the team' }));
    await waitFor(() =>
      expect(invited.getByRole('status').textContent).toBe('Invitation sent to neha@example.com.'),
    );
    expect(sent).toEqual(['neha@example.com']);
    expect(screen.queryByText('Enter a valid email.')).toBeNull();
    // Sent, the form is emptied (once the answer has been heard, right after it shows), and the
    // team, read again, shows the invitation waiting.
    await waitFor(() => expect(email.value).toBe(''));
    const waiting = screen.getByRole('region', { name: 'Pending invitations' });
    expect(await within(waiting).findByText('neha@example.com')).toBeTruthy();
    expect(teamReads()).toHaveLength(2);
  });

  it("shows the server's refusal under the form and keeps what was typed", async () => {
    api({ refusal: { status: 409, error: 'That address is already staff.' } });
    renderTeam();
    const email = await screen.findByLabelText<HTMLInputElement>('Email address to invite');
    fireEvent.input(email, { target: { value: 'vikram@mentora.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite staff' }));

    const invited = within(screen.getByRole('form', { name: 'Invite to the team' }));
    expect((await invited.findByRole('alert')).textContent).toBe('That address is already staff.');
    expect(email.value).toBe('vikram@mentora.example');
    // Typing again puts the refusal away.
    fireEvent.input(email, { target: { value: 'vikram@example.com' } });
    expect(invited.queryByRole('alert')).toBeNull();
  });

  it('removes a member after asking, and says so', async () => {
    let team: Team = fx.team;
    fetchSpy.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE' && input === '/api/staff/team/members/2/') {
        team = { ...team, members: team.members.filter((m) => m.id !== 2) };
        return Response.json({ cancelled_sessions: 0, cohorts_without_mentor: [] });
      }
      return Response.json(team);
    });
    renderTeam();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Vikram Shah from the team' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Vikram Shah?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove from the team' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe(
      'Vikram Shah is no longer on the team and has been signed out.',
    );
    expect(screen.queryByText('vikram@mentora.example')).toBeNull();
  });

  it('tells the owner what a mentor they removed leaves to see to', async () => {
    fetchSpy.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE' && input === '/api/staff/team/members/2/') {
        return Response.json({
          cancelled_sessions: 2,
          cohorts_without_mentor: [
            { id: 4, name: 'Python cohort from Tue 1 Dec 2026' },
            { id: 7, name: 'Java cohort from Mon 4 Jan 2027' },
          ],
        });
      }
      return Response.json(fx.team);
    });
    renderTeam();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Vikram Shah from the team' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Vikram Shah?' }));
    expect(dialog.getByText(/one-to-one sessions still to come are cancelled/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove from the team' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe(
      'Vikram Shah is no longer on the team and has been signed out. Their 2 one-to-one sessions to come are cancelled and the learners told. These cohorts now have no mentor: Python cohort from Tue 1 Dec 2026; Java cohort from Mon 4 Jan 2027. Give them one in Cohorts.',
    );
  });

  it('changes a member’s role after asking, and shows the refusal in the dialog', async () => {
    let team: Team = fx.team;
    const asked: unknown[] = [];
    fetchSpy.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH' && input === '/api/staff/team/members/1/') {
        return Response.json(
          { error: 'The business needs an owner: make another team member owner first.' },
          { status: 409 },
        );
      }
      if (init?.method === 'PATCH' && input === '/api/staff/team/members/2/') {
        asked.push(JSON.parse(String(init.body)));
        team = {
          ...team,
          members: team.members.map((m) => (m.id === 2 ? { ...m, role: 'accountant' } : m)),
        };
        return Response.json({
          ...team.members[1],
          cancelled_sessions: 0,
          cohorts_without_mentor: [],
        });
      }
      return Response.json(team);
    });
    renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the role of Meera Iyer' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Change the role of Meera Iyer' }));
    fireEvent.click(dialog.getByRole('radio', { name: /^Staff/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Change role' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(
      'The business needs an owner: make another team member owner first.',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Change the role of Vikram Shah' }));
    dialog = within(screen.getByRole('dialog', { name: 'Change the role of Vikram Shah' }));
    expect(dialog.getByRole<HTMLInputElement>('radio', { name: /^Staff/ }).checked).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: /^Accountant/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Vikram Shah is now accountant.');
    expect(asked).toEqual([{ role: 'accountant' }]);
  });

  it('tells staff that only the owner manages the team', async () => {
    fetchSpy.mockResolvedValue(
      Response.json({ error: 'Only the owner can do this.' }, { status: 403 }),
    );
    renderTeam({ ...fx.ownerProfile, id: 2, role: 'staff' });
    expect(await screen.findByText('Only an owner manages the team.')).toBeTruthy();
    expect(screen.queryByLabelText('Email address to invite')).toBeNull();
  });
});
