// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../test/fetch-stub.ts';
import { LoginPageStub } from '../test/login-page-stub.tsx';
import MyProgramsPage, { ErrorBoundary, clientLoader } from './my-programs.tsx';
// What the page shows until its data and the session are read: the session gate's.
import { HydrateFallback } from './signed-in.tsx';
import type { Route } from './+types/my-programs.ts';

const fetchSpy = stubFetchPerTest();

// createRoutesStub calls it with a data router's arguments, which the route's types name more
// narrowly.
const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);

function renderMyPrograms() {
  const Stub = createRoutesStub([
    { path: '/my-programs', Component: MyProgramsPage, HydrateFallback, ErrorBoundary, loader },
    { path: '/login', Component: LoginPageStub },
  ]);
  render(<Stub initialEntries={['/my-programs']} />);
}

describe('My programs', () => {
  it('lists the programs the loader read, each with its next session, progress, space and order', async () => {
    fetchSpy.mockResolvedValue(
      Response.json({
        results: [
          {
            program: 'Python',
            path: '/python',
            plan: 'Pro Plan',
            order_number: 'MNT-2611-0042',
            started_at: '2026-11-03T10:00:00Z',
            learn_path: '/learn/python',
            self_paced: false,
            next_session: { starts_at: '2026-12-08T13:30:00.000Z', topic: 'Module 2: Functions' },
            progress_percent: 25,
          },
          {
            program: 'Java',
            path: '/java',
            plan: 'Basic Plan',
            order_number: 'MNT-2611-0042',
            started_at: '2026-11-03T10:00:00Z',
            learn_path: '/learn/java',
            self_paced: true,
            next_session: null,
            progress_percent: 0,
          },
        ],
      }),
    );
    renderMyPrograms();
    expect(screen.getByText('Loading...')).toBeTruthy();
    const [python, java] = within(
      await screen.findByRole('list', { name: 'Programs' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(python.textContent).toContain('Tue 8 Dec 2026, 7:00 pm IST');
    expect(python.textContent).toContain('Module 2: Functions');
    expect(within(python).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(
      within(python).getByRole('link', { name: 'Go to your program: Python' }).getAttribute('href'),
    ).toBe('/learn/python');
    expect(java.textContent).toContain('Self-paced');
    expect(within(java).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(within(python).getByRole('link', { name: 'Python' }).getAttribute('href')).toBe(
      '/python',
    );
    expect(within(python).getByRole('link', { name: 'MNT-2611-0042' }).getAttribute('href')).toBe(
      '/orders/MNT-2611-0042',
    );
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/enrolments/');
  });

  it('links each program with a higher plan to its plans, to upgrade', async () => {
    const enrolment = {
      order_number: 'MNT-2611-0042',
      started_at: '2026-11-03T10:00:00Z',
      self_paced: true,
      next_session: null,
      progress_percent: 0,
    };
    fetchSpy.mockResolvedValue(
      Response.json({
        results: [
          {
            ...enrolment,
            program: 'Python',
            path: '/python',
            plan: 'Premium Plan',
            learn_path: '/learn/python',
          },
          { ...enrolment, program: 'Java', path: '/java', plan: 'Basic Plan', learn_path: null },
        ],
      }),
    );
    renderMyPrograms();
    const [python, java] = within(
      await screen.findByRole('list', { name: 'Programs' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(java).getByRole('link', { name: 'Upgrade Java' }).getAttribute('href')).toBe(
      '/java#plans-section',
    );
    // Premium is the top plan: nothing to upgrade to.
    expect(within(python).queryByRole('link', { name: /Upgrade/ })).toBeNull();
  });

  it('sends a visitor to log in and back, saying why', async () => {
    fetchSpy.mockResolvedValue(Response.json({ error: 'Not signed in.' }, { status: 401 }));
    renderMyPrograms();
    expect(
      await screen.findByText(
        'At /login?next=%2Fmy-programs&why=expired: Session not found or expired. Please login again.',
      ),
    ).toBeTruthy();
  });

  it("says why the list could not be read, with 'Try again'", async () => {
    fetchSpy.mockResolvedValue(new Response('bad gateway', { status: 502 }));
    renderMyPrograms();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your programs could not be loaded.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My programs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
