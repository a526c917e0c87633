// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createRoutesStub,
  useLocation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LearnerOrder } from '../../domain/learner-orders.ts';
import { AUTH_CHANGED } from '../features/auth/session.ts';
import { stubFetchPerTest } from '../test/fetch-stub.ts';
import { VERIFYING_READ_MS } from '../features/order/order-screen.tsx';
import Order, { ErrorBoundary, clientAction, clientLoader } from './order.tsx';
// What the page shows until its data and the session are read: the session gate's.
import { HydrateFallback } from './signed-in.tsx';
import type { Route } from './+types/order.ts';
import { stubModalDialogs } from '../test/modal-dialogs.ts';

const NUMBER = 'MNT-2611-0042';
const ORDER_PATH = `/api/orders/${NUMBER}/`;

const awaiting: LearnerOrder = {
  number: NUMBER,
  status: 'awaiting_payment',
  created_at: '2026-11-02T10:00:00Z',
  expires_at: '2026-11-05T10:00:00Z',
  items: [
    {
      program: 'Python',
      plan: 'Pro Plan',
      plan_paise: 999900,
      cohort: 'Self-paced',
      refunded: false,
    },
  ],
  original_paise: 999900,
  discount_paise: 0,
  total_paise: 999900,
  referral_code: null,
  reported_utr: null,
  cancel_reason: null,
  refund_paise: null,
  upi: {
    link: `upi://pay?pa=mentora.pay@okicici&pn=Mentora&am=9999.00&cu=INR&tr=${NUMBER}&tn=${NUMBER}`,
    payee_id: 'mentora.pay@okicici',
    payee_name: 'Mentora',
    amount_paise: 999900,
  },
  can_report_payment: true,
  can_correct_utr: false,
  utr_used_elsewhere: false,
  can_cancel: true,
  documents: [],
};
const moved = (changes: Partial<LearnerOrder>): LearnerOrder => ({
  ...awaiting,
  upi: null,
  can_report_payment: false,
  can_cancel: false,
  ...changes,
});

const fetchSpy = stubFetchPerTest();

/**
 * The API as these tests need it: each GET of the order answers the next of `reads` (the last
 * one again once they run out); a POST answers `posted`.
 */
function api({ reads, posted }: { reads: Response[]; posted?: Response }) {
  fetchSpy.mockImplementation(async (input, init) => {
    if (init?.method === 'POST') return posted ?? new Response(null, { status: 500 });
    expect(input).toBe(ORDER_PATH);
    return (reads.length > 1 ? reads.shift() : reads[0])!.clone();
  });
}
const reads = (method: string) =>
  fetchSpy.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

// createRoutesStub calls them with a data router's arguments: the route's generated types name
// the same request and params more narrowly.
const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

function LoginPage() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

function renderOrderPage() {
  const Stub = createRoutesStub([
    { path: '/orders/:number', Component: Order, HydrateFallback, ErrorBoundary, loader, action },
    { path: '/login', Component: LoginPage },
  ]);
  render(<Stub initialEntries={[`/orders/${NUMBER}`]} />);
}

const status = () => screen.getByTestId('order-status').textContent;

stubModalDialogs();
beforeEach(() => {
  // A desktop, which shows the QR code at once; jsdom neither matches media nor scrolls.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal('scrollTo', vi.fn());
});

describe("the order route's loader", () => {
  it('shows the order it read, saying Loading... until then', async () => {
    api({ reads: [Response.json(awaiting)] });
    renderOrderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${NUMBER}` })).toBeTruthy();
    expect(status()).toBe('Waiting for your payment');
    expect(screen.getByRole('heading', { name: 'Pay ₹9,999 by UPI' })).toBeTruthy();
    // India's time with its label, whatever zone the device is in (the tests run in UTC).
    expect(screen.getByText('Placed 2 Nov 2026, 3:30 pm IST')).toBeTruthy();
    expect(screen.getByText('5 Nov 2026, 3:30 pm IST')).toBeTruthy();
  });

  it('sends someone without a session to log in and back, and tells the page they are out', async () => {
    const announced = vi.fn();
    window.addEventListener(AUTH_CHANGED, announced);
    api({ reads: [Response.json({ error: 'Session not found.' }, { status: 401 })] });
    renderOrderPage();
    expect(
      await screen.findByText(`At /login?next=%2Forders%2F${NUMBER}&why=expired`),
    ).toBeTruthy();
    window.removeEventListener(AUTH_CHANGED, announced);
    expect((announced.mock.calls[0]![0] as CustomEvent).detail).toEqual({ status: 'signed-out' });
  });

  it("says why it failed, and 'Try again' reads the order again", async () => {
    api({
      reads: [
        Response.json({ error: 'The service is busy. Try again in a minute.' }, { status: 503 }),
        Response.json(awaiting),
      ],
    });
    renderOrderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The service is busy. Try again in a minute.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${NUMBER}` })).toBeTruthy();
  });

  it('says Network error. when the server cannot be reached', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    renderOrderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Network error.');
  });

  it("shows someone else's order as a page that does not exist", async () => {
    api({ reads: [Response.json({ error: 'Order not found.' }, { status: 404 })] });
    renderOrderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeTruthy();
    expect(screen.queryByText(NUMBER, { exact: false })).toBeNull();
  });
});

describe("the order route's action", () => {
  /** Types a reference into 'I have paid' and sends it. */
  async function reportPayment(utr: string) {
    const form = within(await screen.findByRole('form', { name: 'Report your payment' }));
    fireEvent.input(form.getByLabelText('UPI reference (UTR)'), { target: { value: utr } });
    fireEvent.click(form.getByRole('button', { name: 'I have paid' }));
    return form;
  }

  it("shows the server's refusal of a reported payment on the form, the order as it was", async () => {
    const used = 'This UPI reference was already used for another order.';
    api({
      reads: [Response.json(awaiting)],
      posted: Response.json({ error: used, field: 'utr' }, { status: 409 }),
    });
    renderOrderPage();
    const form = await reportPayment('4321 8765 0987');
    const field = form.getByLabelText('UPI reference (UTR)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      used,
    );
    expect(status()).toBe('Waiting for your payment');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('sends a reported payment, then shows the order read again: being verified, at the top', async () => {
    const utr = '432187650987';
    api({
      reads: [
        Response.json(awaiting),
        Response.json(moved({ status: 'payment_reported', reported_utr: utr })),
      ],
      posted: Response.json(moved({ status: 'payment_reported', reported_utr: utr })),
    });
    renderOrderPage();
    await reportPayment('4321 8765 0987');
    await waitFor(() => expect(status()).toBe('Payment being verified'));
    // Said once, as the heading of what became of the order, not again above it.
    expect(screen.getAllByText('Payment being verified')).toHaveLength(1);

    const [path, init] = reads('POST')[0]!;
    expect(path).toBe(`${ORDER_PATH}payment/`);
    expect(JSON.parse(init!.body as string)).toEqual({ utr });
    expect(reads('GET')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toContain('Payment being verified');
    expect(screen.getByTestId('reported-utr').textContent).toBe(utr);
    expect(screen.queryByRole('form', { name: 'Report your payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    // The page goes to the top once the new status is drawn (an effect of that render).
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 }));
  });

  it("cancels from the dialog, which shows a refusal; the order then reads 'Cancelled'", async () => {
    const changed = 'This order changed since you opened it.';
    api({
      reads: [Response.json(awaiting)],
      posted: Response.json({ error: changed }, { status: 409 }),
    });
    renderOrderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    // The way out says what it does: no 'Cancel' beside 'Yes, cancel the order'.
    expect(dialog.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(status()).toBe('Waiting for your payment');
    expect(reads('POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Yes, cancel the order' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(changed);
    expect(reads('POST')[0]![0]).toBe(`${ORDER_PATH}cancel/`);

    api({
      reads: [Response.json(moved({ status: 'cancelled' }))],
      posted: Response.json(moved({ status: 'cancelled' })),
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(status()).toBe('Cancelled'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse programs' })).toBeTruthy();
  });
});

describe('the learner corrects a reported payment and gives a reason to cancel', () => {
  const utr = '432187650987';
  const verifying = moved({ status: 'payment_reported', reported_utr: utr, can_correct_utr: true });

  it('flags a UTR given for another order and sends the corrected one', async () => {
    const fixed = { ...verifying, reported_utr: '432187650999' };
    api({
      reads: [Response.json({ ...verifying, utr_used_elsewhere: true }), Response.json(fixed)],
      posted: Response.json(fixed),
    });
    renderOrderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'was already given for another order',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Correct the UTR' }));
    const form = within(screen.getByRole('form', { name: 'Correct the UPI reference' }));
    fireEvent.input(form.getByLabelText('UPI reference (UTR)'), {
      target: { value: '4321 8765 0999' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save the corrected UTR' }));
    await waitFor(() =>
      expect(screen.getByTestId('reported-utr').textContent).toBe('432187650999'),
    );
    const [path, init] = reads('POST')[0]!;
    expect(path).toBe(`${ORDER_PATH}utr/`);
    expect(JSON.parse(init!.body as string)).toEqual({ utr: '432187650999' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the reason typed in the cancel dialog', async () => {
    api({
      reads: [Response.json(awaiting), Response.json(moved({ status: 'cancelled' }))],
      posted: Response.json(moved({ status: 'cancelled' })),
    });
    renderOrderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    fireEvent.change(dialog.getByLabelText('Why are you cancelling? (optional)'), {
      target: { value: 'Bought the wrong plan' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(status()).toBe('Cancelled'));
    const [path, init] = reads('POST')[0]!;
    expect(path).toBe(`${ORDER_PATH}cancel/`);
    expect(JSON.parse(init!.body as string)).toEqual({ reason: 'Bought the wrong plan' });
  });
});

describe('the order page, left and come back to', () => {
  it("shows 'Paid' by itself while the payment is being verified, asking only while the tab is shown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const verifying = moved({ status: 'payment_reported', reported_utr: '432187650987' });
      api({
        reads: [
          Response.json(verifying),
          Response.json(verifying),
          Response.json(moved({ status: 'paid' })),
        ],
      });
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      renderOrderPage();
      await screen.findByTestId('reported-utr');
      // A hidden tab costs the server nothing.
      await act(() => vi.advanceTimersByTimeAsync(VERIFYING_READ_MS * 2));
      expect(reads('GET')).toHaveLength(1);

      visibility.mockReturnValue('visible');
      await act(() => vi.advanceTimersByTimeAsync(VERIFYING_READ_MS));
      expect(status()).toBe('Payment being verified');
      await act(() => vi.advanceTimersByTimeAsync(VERIFYING_READ_MS));
      await waitFor(() => expect(status()).toBe('Paid: you are enrolled'));
      expect(screen.getAllByText('Paid: you are enrolled')).toHaveLength(1);
      // Paid is where it ends: no more reads.
      await act(() => vi.advanceTimersByTimeAsync(VERIFYING_READ_MS * 3));
      expect(reads('GET')).toHaveLength(3);
      visibility.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the order again when the tab is shown, while it waits for the money', async () => {
    api({ reads: [Response.json(awaiting), Response.json(moved({ status: 'paid' }))] });
    renderOrderPage();
    await screen.findByRole('heading', { level: 1, name: `Order ${NUMBER}` });

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(status()).toBe('Paid: you are enrolled'));
    expect(screen.getByRole('link', { name: 'Go to My programs' })).toBeTruthy();

    // Paid is where it ends: coming back again asks nothing more. The paid page's effects are
    // flushed first, as a browser does long before a person can switch tabs and back.
    await act(async () => {});
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(reads('GET')).toHaveLength(2);
    visibility.mockRestore();
  });
});
