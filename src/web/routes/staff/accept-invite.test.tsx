// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { setSessionHint } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import Signup from '../signup.tsx';
import StaffAcceptInvite, {
  ErrorBoundary,
  HydrateFallback,
  clientAction,
  clientLoader,
  shouldRevalidate,
} from './accept-invite.tsx';
import type { Route } from './+types/accept-invite.ts';

const fetchSpy = stubFetchPerTest();
afterEach(() => setSessionHint(false));

const TOKEN = 'a-long-enough-invitation-token';
const LOOKUP = `/api/staff-invitations/${TOKEN}/`;
const invitation = {
  email: 'neha@mentora.example',
  role: 'staff',
  expires_at: '2026-11-25T12:00:00Z',
};

function renderInvitation(url: string) {
  const Stub = createRoutesStub([
    {
      path: '/staff/accept-invite',
      Component: StaffAcceptInvite,
      HydrateFallback,
      ErrorBoundary,
      shouldRevalidate,
      loader: (args: LoaderFunctionArgs) => clientLoader(args as unknown as Route.ClientLoaderArgs),
      action: (args: ActionFunctionArgs) => clientAction(args as unknown as Route.ClientActionArgs),
    },
    { path: '/signup', Component: Signup },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe('the staff invitation page', () => {
  it('tells a visitor the invited address, to log in with or sign up with and come back', async () => {
    fetchSpy.mockImplementation(async (input) => {
      if (input === LOOKUP) return Response.json(invitation);
      throw new Error(`Not in this test: ${String(input)}`);
    });
    renderInvitation(`/staff/accept-invite?token=${TOKEN}`);
    const login = await screen.findByRole('link', { name: 'Log in to accept' });
    const back = `next=%2Fstaff%2Faccept-invite%3Ftoken%3D${TOKEN}`;
    expect(login.getAttribute('href')).toBe(`/login?${back}`);
    expect(screen.getByText(invitation.email, { selector: 'strong' })).toBeTruthy();

    const signup = screen.getByRole('link', { name: `Sign up with ${invitation.email}` });
    expect(signup.getAttribute('href')).toBe(`/signup?${back}&email=neha%40mentora.example`);
    fireEvent.click(signup);
    const email = await screen.findByLabelText<HTMLInputElement>('Email');
    await waitFor(() => expect(email.value).toBe(invitation.email));
  });

  it('tells a visitor at once when the invitation can no longer be used', async () => {
    fetchSpy.mockImplementation(async (input) => {
      if (input === LOOKUP) {
        return Response.json(
          { error: 'This invitation has expired. Ask the owner for a new one.' },
          { status: 410 },
        );
      }
      throw new Error(`Not in this test: ${String(input)}`);
    });
    renderInvitation(`/staff/accept-invite?token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation has expired. Ask the owner for a new one.',
    );
    expect(screen.queryByRole('link', { name: /^Sign up/ })).toBeNull();
  });

  it('accepts the invitation for the signed-in account, and does not read it again', async () => {
    setSessionHint(true);
    fetchSpy.mockImplementation(async (input, init) => {
      if (input === '/api/profile/')
        return Response.json({ ...fx.learnerProfile, email: invitation.email });
      if (input === LOOKUP) return Response.json(invitation);
      if (init?.method === 'POST' && input === '/api/staff-invitations/accept/') {
        expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
        return Response.json({ ok: true, role: 'staff' });
      }
      throw new Error(`Not in this test: ${String(input)}`);
    });
    renderInvitation(`/staff/accept-invite?token=${TOKEN}`);
    expect(await screen.findByText(invitation.email)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe('You are now staff.');
    expect(screen.getByRole('link', { name: 'Open the staff console' })).toBeTruthy();
    // The invitation is spent once accepted: reading it again would fail.
    expect(fetchSpy.mock.calls.filter(([path]) => path === LOOKUP)).toHaveLength(1);
  });

  it("names the accountant's role: what they read, and that they change nothing", async () => {
    setSessionHint(true);
    const asAccountant = { ...invitation, role: 'accountant' };
    fetchSpy.mockImplementation(async (input, init) => {
      if (input === '/api/profile/')
        return Response.json({ ...fx.learnerProfile, email: invitation.email });
      if (input === LOOKUP) return Response.json(asAccountant);
      if (init?.method === 'POST' && input === '/api/staff-invitations/accept/') {
        return Response.json({ ok: true, role: 'accountant' });
      }
      throw new Error(`Not in this test: ${String(input)}`);
    });
    renderInvitation(`/staff/accept-invite?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'You are invited as the accountant: you will read orders, payments, invoices and credit notes, reports and the audit log, and download every export. You will not change anything.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe('You are now the accountant.');
  });

  it('says mentor, not staff, to someone invited to mentor, signed in or not', async () => {
    const asMentor = { ...invitation, role: 'mentor' };
    fetchSpy.mockImplementation(async (input) => {
      if (input === LOOKUP) return Response.json(asMentor);
      throw new Error(`Not in this test: ${String(input)}`);
    });
    renderInvitation(`/staff/accept-invite?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mentor invitation' }),
    ).toBeTruthy();
    expect(screen.getByText('You have been invited to mentor learners on this site.')).toBeTruthy();
    expect(screen.queryByText(/staff/i)).toBeNull();
  });

  it("shows the server's refusal beside the button", async () => {
    setSessionHint(true);
    fetchSpy.mockImplementation(async (input, init) => {
      if (input === '/api/profile/') return Response.json(fx.learnerProfile);
      if (input === LOOKUP) return Response.json(invitation);
      if (init?.method === 'POST') {
        return Response.json({ error: 'This invitation is for another address.' }, { status: 403 });
      }
      throw new Error(`Not in this test: ${String(input)}`);
    });
    renderInvitation(`/staff/accept-invite?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation is for another address.',
    );
  });

  it('says a link without its token is not complete', async () => {
    renderInvitation('/staff/accept-invite');
    expect(
      await screen.findByText('Open the link from the invitation email again, in full.'),
    ).toBeTruthy();
  });
});
