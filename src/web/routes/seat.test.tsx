// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeatLookup } from '../../domain/seats.ts';
import { setSessionHint } from '../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../test/fetch-stub.ts';
import { learnerProfile } from '../test/profiles.ts';
import Seat, { ErrorBoundary, HydrateFallback, clientAction, clientLoader } from './seat.tsx';
import type { Route } from './+types/seat.ts';

const fetchSpy = stubFetchPerTest();
afterEach(() => setSessionHint(false));

const TOKEN = 'a-long-enough-seat-token-from-the-mail';
const LOOKUP = `/api/seats/${TOKEN}/`;
const open: SeatLookup = {
  email: 'asha@example.com',
  company: 'Acme Training LLP',
  program: 'Python',
  plan: 'Pro Plan',
  state: 'open',
  yours: false,
  placement: 'Cohort from Mon 4 Jan 2027 · Tue and Thu, 7-9 pm IST · English',
  learn_path: '/learn/python',
};

function renderSeat() {
  const Stub = createRoutesStub([
    {
      path: '/seats/:token',
      Component: Seat,
      HydrateFallback,
      ErrorBoundary,
      loader: (args: LoaderFunctionArgs) => clientLoader(args as unknown as Route.ClientLoaderArgs),
      action: (args: ActionFunctionArgs) => clientAction(args as unknown as Route.ClientActionArgs),
    },
  ]);
  render(<Stub initialEntries={[`/seats/${TOKEN}`]} />);
}

/** The API with `reads` of the seat in turn (the last again), as `profile` (none: a visitor). */
function api(reads: SeatLookup[], profile = learnerProfile as typeof learnerProfile | null) {
  setSessionHint(profile !== null);
  const posted: unknown[] = [];
  fetchSpy.mockImplementation(async (input, init) => {
    if (input === '/api/profile/') {
      return profile ? Response.json(profile) : Response.json({}, { status: 401 });
    }
    if (input === LOOKUP) return Response.json(reads.length > 1 ? reads.shift() : reads[0]);
    if (input === '/api/seats/claim/' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return Response.json({
        program: 'Python',
        plan: 'Pro Plan',
        placement: open.placement,
        learn_path: '/learn/python',
      });
    }
    throw new Error(`Not in this test: ${String(input)}`);
  });
  return posted;
}

describe('the page of a seat a company bought', () => {
  it('tells a visitor which address to log in or sign up with, and to come back', async () => {
    api([open], null);
    renderSeat();
    const login = await screen.findByRole('link', { name: 'Log in to take your seat' });
    const back = `next=%2Fseats%2F${TOKEN}`;
    expect(login.getAttribute('href')).toBe(`/login?${back}`);
    expect(
      screen.getByText('Acme Training LLP bought you a seat in Python (Pro Plan).'),
    ).toBeTruthy();
    const signup = screen.getByRole('link', { name: 'Sign up with asha@example.com' });
    expect(signup.getAttribute('href')).toBe(`/signup?${back}&email=asha%40example.com`);
  });

  it('takes the seat with the learner’s name for the certificate, then shows it is theirs', async () => {
    const posted = api([open, { ...open, state: 'taken', yours: true }]);
    renderSeat();
    const name = await screen.findByLabelText<HTMLInputElement>(
      'Your full name, as your certificate will print it',
    );
    expect(name.value).toBe('Asha Rao');
    expect(screen.getByText(open.placement)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Asha Rao Kulkarni' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take your seat' }));
    expect(
      await screen.findByText(
        `You are enrolled in Python: ${open.placement}. We have emailed you the schedule.`,
      ),
    ).toBeTruthy();
    expect(posted).toEqual([{ token: TOKEN, name: 'Asha Rao Kulkarni' }]);
    const space = screen.getByRole('link', { name: 'Open your program space' });
    expect(space.getAttribute('href')).toBe('/learn/python');
  });

  it('says so when the signed-in account is not the one the seat is for, and offers no button', async () => {
    api([open], { ...learnerProfile, email: 'ravi@example.com' });
    renderSeat();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This seat is for asha@example.com, and you are logged in as ravi@example.com.',
    );
    expect(screen.queryByRole('button', { name: 'Take your seat' })).toBeNull();
  });

  it('says a seat was withdrawn or taken, and a link that does not work', async () => {
    api([{ ...open, state: 'withdrawn' }]);
    renderSeat();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This seat was withdrawn/);

    fetchSpy.mockImplementation(async (input) => {
      if (input === '/api/profile/') return Response.json(learnerProfile);
      return Response.json({ error: 'This seat link does not work.' }, { status: 404 });
    });
    renderSeat();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'This seat link does not work.',
      ),
    );
  });
});
