// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartQuote } from '../../domain/cart-quote.ts';
import { stubFetchPerTest } from '../test/fetch-stub.ts';
import { learnerProfile } from '../test/profiles.ts';
import Cart, { ErrorBoundary, clientAction, clientLoader } from './cart.tsx';
// What the page shows until its data and the session are read: the session gate's.
import { HydrateFallback } from './signed-in.tsx';
import type { Route } from './+types/cart.ts';

const fetchSpy = stubFetchPerTest();
beforeAll(() => {
  document.cookie = 'signed_in=1; Path=/';
});
afterAll(() => {
  document.cookie = 'signed_in=; Max-Age=0; Path=/';
});

// createRoutesStub calls them with a data router's arguments, which the route's types name
// more narrowly.
const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const PYTHON_PRO = { program: 'Python', plan: 'Pro Plan' };

/** The server's prices: the browser knows no code, only what the server says of one. */
const quoteOf = (code: string | null): CartQuote => ({
  lines: [{ ...PYTHON_PRO, plan_paise: 999900, discount_paise: code ? 100000 : 0 }],
  original_paise: 999900,
  discount_paise: code ? 100000 : 0,
  total_paise: code ? 899900 : 999900,
  offer: code ? { code, label: '10% off', referrer_first_name: 'Aarav' } : null,
});

const refusal = (error: string, field: string) => Response.json({ error, field }, { status: 400 });

/**
 * A server holding one learner's cart, which takes the one code `good` and refuses the others
 * as the server refuses them; `expired` is a code the cart holds that no longer applies.
 */
function serve(profileId: number, { good, expired }: { good: string; expired?: string }) {
  let cart = { items: [PYTHON_PRO], referral_code: expired ?? null };
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body });
    if (url === '/api/profile/') return Response.json({ ...learnerProfile, id: profileId });
    if (url === '/api/cart/' && method === 'GET') return Response.json(cart);
    const code = (body as { referral_code?: string | null } | undefined)?.referral_code ?? null;
    const known = code?.trim().toUpperCase() ?? null;
    if (url === '/api/cart/' && method === 'PUT') {
      if (known !== null && known !== good)
        return refusal('Invalid referral code.', 'referral_code');
      cart = { ...(body as typeof cart), referral_code: known };
      return Response.json(cart);
    }
    if (url === '/api/cart/quote/') {
      if (known !== null && known === expired) {
        return refusal('This code has expired.', 'referral_code');
      }
      return Response.json(quoteOf(known));
    }
    return Response.json({ error: 'Not here.' }, { status: 404 });
  });
  return requests;
}

function renderCart() {
  const Stub = createRoutesStub([
    { path: '/addcart', Component: Cart, HydrateFallback, ErrorBoundary, loader, action },
  ]);
  render(<Stub initialEntries={['/addcart']} />);
}

const total = () => screen.getByTestId('order-total').textContent;

describe('the cart', () => {
  it('shows the server’s prices, and applies a code the server accepts, naming the referrer by first name', async () => {
    const requests = serve(101, { good: 'MAV25A' });
    renderCart();
    await waitFor(() => expect(total()).toBe('₹9,999'));

    fireEvent.change(screen.getByLabelText('Referral code'), { target: { value: 'mav25a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Code MAV25A applied: 10% off, thanks to Aarav.',
    );
    expect(total()).toBe('₹8,999');
    expect(screen.getByText('Referral discount (MAV25A, 10% off)')).toBeTruthy();
    // The code went to the server as typed; the server said what it gives.
    expect(requests).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        body: { ...{ items: [PYTHON_PRO] }, referral_code: 'mav25a' },
      }),
    );
    expect(screen.getByLabelText('Referral code')).toHaveProperty('value', '');
  });

  it('says on the field why the server refused a code, and keeps the price', async () => {
    serve(102, { good: 'MAV25A' });
    renderCart();
    await waitFor(() => expect(total()).toBe('₹9,999'));
    const field = screen.getByLabelText('Referral code');

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a code.',
    );

    fireEvent.change(field, { target: { value: 'FRIEND50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe('Invalid referral code.'),
    );
    expect(document.activeElement).toBe(field);
    expect(total()).toBe('₹9,999');
    expect(screen.queryByText(/applied/)).toBeNull();
  });

  it('says why the code kept with the cart gives nothing now, and prices the cart without it', async () => {
    serve(103, { good: 'MAV25A', expired: 'DIWALI' });
    renderCart();
    expect(
      (await screen.findByText('This code has expired. Your cart is priced without it.'))
        .textContent,
    ).toBeTruthy();
    expect(total()).toBe('₹9,999');
    expect(screen.getByRole('button', { name: 'Remove code' })).toBeTruthy();
  });
});
