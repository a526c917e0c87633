// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createRoutesStub, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED } from '../../domain/account-messages.ts';
import { SIGNED_IN_ROUTE, useSignedInProfile } from '../features/auth/session-gate.ts';
import { announceAuthChanged } from '../features/auth/session.ts';
import { setSessionHint } from '../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../test/fetch-stub.ts';
import { LoginPageStub } from '../test/login-page-stub.tsx';
import { learnerProfile } from '../test/profiles.ts';
import SignedIn, { ErrorBoundary, HydrateFallback, clientLoader } from './signed-in.tsx';
import type { Route } from './+types/signed-in.ts';

const fetchSpy = stubFetchPerTest();
afterEach(() => setSessionHint(false));

function Page() {
  const profile = useSignedInProfile();
  return <h1>Signed in as {profile.username}</h1>;
}

function renderBehindGate(path = '/profile?tab=orders') {
  const Stub = createRoutesStub([
    {
      id: SIGNED_IN_ROUTE,
      Component: SignedIn,
      HydrateFallback,
      ErrorBoundary,
      loader: (args: LoaderFunctionArgs) => clientLoader(args as unknown as Route.ClientLoaderArgs),
      children: [{ path: '/profile', Component: Page }],
    },
    { path: '/login', Component: LoginPageStub },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe('the session gate of the learner’s pages', () => {
  it('shows the page to someone signed in, with the account it read', async () => {
    setSessionHint(true);
    fetchSpy.mockImplementation(async () => Response.json(learnerProfile));
    renderBehindGate();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Signed in as Asha Rao' })).toBeTruthy();
  });

  it('sends a visitor to log in and back, saying why, without asking the server', async () => {
    renderBehindGate();
    expect(
      await screen.findByText(
        `At /login?next=%2Fprofile%3Ftab%3Dorders&why=expired: ${SESSION_EXPIRED}`,
      ),
    ).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the person to log in when the page learns the session ended', async () => {
    setSessionHint(true);
    fetchSpy.mockImplementation(async () => Response.json(learnerProfile));
    renderBehindGate();
    await screen.findByRole('heading', { name: 'Signed in as Asha Rao' });
    // A request of the page was answered 401, which clears the hint.
    setSessionHint(false);
    act(() => announceAuthChanged({ status: 'signed-out' }));
    expect(
      await screen.findByText(
        `At /login?next=%2Fprofile%3Ftab%3Dorders&why=expired: ${SESSION_EXPIRED}`,
      ),
    ).toBeTruthy();
  });

  it("says why the account could not be read, with 'Try again'", async () => {
    setSessionHint(true);
    fetchSpy.mockImplementation(async () => new Response('bad gateway', { status: 502 }));
    renderBehindGate();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load profile.');
    fetchSpy.mockImplementation(async () => Response.json(learnerProfile));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { name: 'Signed in as Asha Rao' })).toBeTruthy();
  });
});
