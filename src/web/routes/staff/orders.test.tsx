// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { renderConsoleRoute } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffOrders, { ErrorBoundary, clientLoader } from './orders.tsx';
import type { Route } from './+types/orders.ts';

const fetchSpy = stubFetchPerTest();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const load = (url: string) =>
  clientLoader({ request: new Request(url), params: {} } as unknown as Route.ClientLoaderArgs);

const askedFor = () => fetchSpy.mock.calls.map(([path]) => String(path));
// The menu's count polls on its own clock, so a list's request is not always the last one.
const listsAskedFor = () =>
  askedFor().filter((path) => !path.startsWith('/api/staff/orders/pulse/'));

const renderOrders = (url: string) =>
  renderConsoleRoute(
    { path: '/staff/orders', Component: StaffOrders, ErrorBoundary, loader },
    url,
    fx.ownerProfile,
  );

describe("the orders route's clientLoader", () => {
  it("asks the API for the page of orders the URL's filters name", async () => {
    fetchSpy.mockResolvedValue(Response.json(fx.orderPage));
    const page = await load(
      'http://console.test/staff/orders?status=payment_reported&q=%20MNT-1001%20&page=2',
    );
    expect(page).toEqual(fx.orderPage);
    expect(askedFor()).toEqual([
      '/api/staff/orders/?page=2&page_size=25&q=MNT-1001&status=payment_reported',
    ]);
  });

  it('leaves out a filter the URL gets wrong, rather than failing the page', async () => {
    fetchSpy.mockResolvedValue(Response.json(fx.orderPage));
    await load('http://console.test/staff/orders?status=lost&program=Python');
    expect(askedFor()).toEqual(['/api/staff/orders/?page=1&page_size=25&program=Python']);
  });

  it('redirects to log in and back when the session has ended', async () => {
    fetchSpy.mockResolvedValue(Response.json({ error: 'Session not found.' }, { status: 401 }));
    const thrown: unknown = await load('http://console.test/staff/orders?status=paid').catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe(
      '/login?next=%2Fstaff%2Forders%3Fstatus%3Dpaid&why=expired',
    );
  });
});

describe('the orders screen', () => {
  it('shows the filters the URL holds, and a change of filter loads the list it asks for', async () => {
    fetchSpy.mockImplementation(async () => Response.json(fx.orderPage));
    renderOrders('/staff/orders?status=paid');
    expect(await screen.findByRole('link', { name: 'MNT-1001' })).toBeTruthy();
    const status = screen.getByLabelText<HTMLSelectElement>('Status');
    expect(status.value).toBe('paid');

    fireEvent.change(status, { target: { value: 'cancelled' } });
    // Shown at once, while the list it asks for loads.
    expect(status.value).toBe('cancelled');
    await waitFor(() =>
      expect(listsAskedFor().at(-1)).toBe(
        '/api/staff/orders/?page=1&page_size=25&status=cancelled',
      ),
    );
  });

  it("says why the list could not be loaded, under the filters, with 'Try again'", async () => {
    fetchSpy
      .mockResolvedValueOnce(
        Response.json({ error: 'The database is not answering.' }, { status: 503 }),
      )
      // A fresh answer each time: the menu's count asks too.
      .mockImplementation(async () => Response.json(fx.orderPage));
    renderOrders('/staff/orders');
    expect((await screen.findByRole('alert')).textContent).toBe('The database is not answering.');
    expect(screen.getByRole('search', { name: 'Filter orders' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'MNT-1001' })).toBeTruthy();
  });

  it('sends a visitor whose session ended to log in and back', async () => {
    fetchSpy.mockResolvedValue(Response.json({ error: 'Session not found.' }, { status: 401 }));
    renderOrders('/staff/orders?q=MNT');
    expect(
      await screen.findByText('At /login?next=%2Fstaff%2Forders%3Fq%3DMNT&why=expired'),
    ).toBeTruthy();
  });
});
