// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createRoutesStub,
  useLocation,
  useNavigate,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpcomingCohort } from '../../domain/catalogue/upcoming-cohorts.ts';
import { stubFetchPerTest } from '../test/fetch-stub.ts';
import { learnerProfile } from '../test/profiles.ts';
import Checkout, {
  ErrorBoundary,
  clientAction,
  clientLoader,
  shouldRevalidate,
} from './checkout.tsx';
// What the page shows until its data and the session are read: the session gate's.
import { HydrateFallback } from './signed-in.tsx';
import type { Route } from './+types/checkout.ts';

const fetchSpy = stubFetchPerTest();
beforeAll(() => {
  document.cookie = 'signed_in=1; Path=/';
});
afterAll(() => {
  document.cookie = 'signed_in=; Max-Age=0; Path=/';
});

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const NUMBER = 'MNT-2612-0007';
const QUOTE = {
  lines: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 999900, discount_paise: 0 }],
  original_paise: 999900,
  discount_paise: 0,
  total_paise: 999900,
  offer: null,
};

/** Python's next cohort, with `seats` left. */
const cohort = (seats: number): UpcomingCohort => ({
  id: 41,
  starts_on: '2027-01-11',
  ends_on: null,
  schedule: 'Mon and Wed, 7-9 pm IST',
  language: 'English',
  seats_left: seats,
});
const FULL = 'The Mon 11 Jan 2027 cohort of Python is full. Choose another cohort or self-paced.';

/** The server: one learner's cart of Python Pro, its cohorts, and how checkout answers. */
function serve(placed: () => Response, cohorts: () => UpcomingCohort[] = () => []) {
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body });
    if (url === '/api/profile/') return Response.json(learnerProfile);
    if (url === '/api/cart/' && method === 'GET') {
      return Response.json({
        items: [{ program: 'Python', plan: 'Pro Plan' }],
        referral_code: null,
      });
    }
    if (url === '/api/cart/' && method === 'PUT') return Response.json(body);
    if (url === '/api/cart/quote/') return Response.json(QUOTE);
    if (url === '/api/programs/python/cohorts') return Response.json({ results: cohorts() });
    if (url === '/api/checkout-email/') return placed();
    return Response.json({ error: 'Not here.' }, { status: 404 });
  });
  return requests;
}

function Where() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>At {pathname}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderCheckout() {
  const Stub = createRoutesStub([
    {
      path: '/checkout',
      Component: Checkout,
      HydrateFallback,
      ErrorBoundary,
      loader,
      action,
      shouldRevalidate,
    },
    { path: '/addcart', Component: Where },
    { path: '/orders/:number', Component: Where },
  ]);
  render(<Stub initialEntries={['/addcart', '/checkout']} />);
}

async function fillAndPlace() {
  fireEvent.change(await screen.findByLabelText(/Address/), {
    target: { value: '12 MG Road, Bengaluru' },
  });
  fireEvent.change(screen.getByLabelText(/State/), { target: { value: '29' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

const reads = (requests: { method: string; url: string }[], url: string) =>
  requests.filter((r) => r.method === 'GET' && r.url === url).length;

describe("the checkout's action", () => {
  it('places the order, empties the cart and opens the order in the checkout’s place', async () => {
    const requests = serve(() =>
      Response.json({ order: { number: NUMBER }, upi: {} }, { status: 201 }),
    );
    renderCheckout();
    await fillAndPlace();
    expect(await screen.findByText(`At /orders/${NUMBER}`)).toBeTruthy();

    const placed = requests.find((r) => r.url === '/api/checkout-email/')!.body;
    expect(placed).toMatchObject({
      cart: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 999900, cohort_id: null }],
      total_paise: 999900,
      state: '29',
      idempotency_key: expect.any(String),
    });
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'PUT',
        url: '/api/cart/',
        body: { items: [], referral_code: null },
      }),
    );
    // Back leads to the cart, not to a checkout of an order already placed.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('At /addcart')).toBeTruthy();
  });

  it('says a cohort filled up, and shows its seats as they are now', async () => {
    let seats = 3;
    const requests = serve(
      () => {
        seats = 0;
        return Response.json({ error: FULL }, { status: 409 });
      },
      () => [cohort(seats)],
    );
    renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /Starts Mon 11 Jan 2027/ }));
    expect(screen.getByText('3 seats left')).toBeTruthy();
    await fillAndPlace();
    expect(await screen.findByText(FULL)).toBeTruthy();
    await waitFor(() => expect(reads(requests, '/api/programs/python/cohorts')).toBe(2));
    expect(await screen.findByText('Full')).toBeTruthy();
  });

  it('keeps the page as it is when the server cannot be reached, the form filled in', async () => {
    const requests = serve(() => {
      throw new TypeError('Failed to fetch');
    });
    renderCheckout();
    await fillAndPlace();
    expect(await screen.findByText('Network error.')).toBeTruthy();
    expect(reads(requests, '/api/cart/')).toBe(1);
    expect(screen.getByLabelText<HTMLInputElement>(/Address/).value).toBe('12 MG Road, Bengaluru');
  });
});
