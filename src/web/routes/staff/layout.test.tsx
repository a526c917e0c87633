// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../domain/accounts.ts';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import {
  renderConsole,
  renderConsoleRoutes,
  setSessionHint,
} from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffLayout, {
  ErrorBoundary as LayoutError,
  HydrateFallback,
  clientLoader as layoutLoader,
  shouldRevalidate,
} from './layout.tsx';
import StaffOrders, { ErrorBoundary, clientLoader } from './orders.tsx';
import type { Route as LayoutRoute } from './+types/layout.ts';
import type { Route } from './+types/orders.ts';

const fetchSpy = stubFetchPerTest();
afterEach(() => setSessionHint(false));

const layout = {
  Component: StaffLayout,
  HydrateFallback,
  ErrorBoundary: LayoutError,
  shouldRevalidate,
  loader: (args: LoaderFunctionArgs) =>
    layoutLoader(args as unknown as LayoutRoute.ClientLoaderArgs),
};
const orders = {
  path: '/staff/orders',
  Component: StaffOrders,
  ErrorBoundary,
  loader: (args: LoaderFunctionArgs) => clientLoader(args as unknown as Route.ClientLoaderArgs),
};

/** The API: the profile answers the next of `profiles` each time it is read; the orders, `orders`. */
function api({ profiles, orders: answer }: { profiles: Response[]; orders: () => Response }) {
  fetchSpy.mockImplementation(async (input) => {
    if (input === '/api/profile/') return (profiles.length > 1 ? profiles.shift() : profiles[0])!;
    if (String(input).startsWith('/api/staff/orders/')) return answer();
    throw new Error(`Not in this test: ${String(input)}`);
  });
}
const profileOf = (profile: Profile) => Response.json(profile);
const refused = () => Response.json({ error: 'Only staff can do this.' }, { status: 403 });
const NO_ACCESS = "You don't have access to the staff console";

describe('the staff console layout', () => {
  it("shows a member the console's sections and the screen", async () => {
    setSessionHint(true);
    api({ profiles: [profileOf(fx.ownerProfile)], orders: () => Response.json(fx.orderPage) });
    renderConsole(layout, orders, '/staff/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team' })).toBeTruthy();
  });

  it('has a header of its own: the brand, the sections, the account and the way back', async () => {
    setSessionHint(true);
    api({ profiles: [profileOf(fx.ownerProfile)], orders: () => Response.json(fx.orderPage) });
    renderConsole(layout, orders, '/staff/orders');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: /Staff console/ }).getAttribute('href')).toBe('/staff');
    expect(header.getByRole('link', { name: 'View the site' }).getAttribute('href')).toBe('/');
    const nav = within(header.getByRole('navigation', { name: 'Staff console' }));
    expect(nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(header.getByRole('button', { name: 'Account menu' }));
    expect(header.getByText(fx.ownerProfile.username)).toBeTruthy();
    expect(header.getByRole('link', { name: 'Back to the site' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main').textContent).toContain('Orders');
  });

  it('logs out from the account menu and says so on the login page', async () => {
    setSessionHint(true);
    api({ profiles: [profileOf(fx.ownerProfile)], orders: () => Response.json(fx.orderPage) });
    const answer = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input, init) =>
      input === '/api/logout/' ? Response.json({ ok: true }) : answer(input, init),
    );
    renderConsole(layout, orders, '/staff/orders');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('At /login')).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([path]) => path === '/api/logout/')).toBe(true);
  });

  it('sends a visitor without a session to log in and back', async () => {
    api({ profiles: [profileOf(fx.ownerProfile)], orders: refused });
    renderConsole(layout, orders, '/staff/orders?status=paid');
    expect(
      await screen.findByText('At /login?next=%2Fstaff%2Forders%3Fstatus%3Dpaid&why=expired'),
    ).toBeTruthy();
  });

  it('tells a learner the console is not theirs', async () => {
    setSessionHint(true);
    api({ profiles: [profileOf(fx.learnerProfile)], orders: refused });
    renderConsole(layout, orders, '/staff/orders');
    expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeTruthy();
  });

  it('reads the account again when a screen is refused, and says access was withdrawn', async () => {
    setSessionHint(true);
    // Staff when the console opened; a learner by the time the orders are asked for.
    api({ profiles: [profileOf(fx.ownerProfile), profileOf(fx.learnerProfile)], orders: refused });
    renderConsole(layout, orders, '/staff/orders');
    expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
    expect(fetchSpy.mock.calls.filter(([path]) => path === '/api/profile/')).toHaveLength(2);
  });

  it('lets a mentor into the cohorts only: the nav has nothing else, other pages say so', async () => {
    setSessionHint(true);
    api({ profiles: [profileOf({ ...fx.ownerProfile, role: 'mentor' })], orders: refused });
    renderConsole(layout, orders, '/staff/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not for your role' }),
    ).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Mentor console' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Cohorts']);
    expect(screen.getByRole('link', { name: 'Go to your cohorts' }).getAttribute('href')).toBe(
      '/staff/cohorts',
    );
  });

  it("sends a mentor from the console's front page to their cohorts", async () => {
    setSessionHint(true);
    const mentor = { ...fx.ownerProfile, role: 'mentor' as const };
    // Read once for the front page, and again for the cohorts it redirects to.
    api({ profiles: [profileOf(mentor), profileOf(mentor)], orders: refused });
    const front = { ...orders, path: '/staff', index: undefined };
    const cohorts = { path: '/staff/cohorts', Component: () => <h1>Cohorts</h1> };
    renderConsoleRoutes(layout, [front, cohorts], '/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cohorts' })).toBeTruthy();
  });

  it("says why the session could not be read, and 'Try again' reads it again", async () => {
    setSessionHint(true);
    api({
      profiles: [new Response('', { status: 500 }), profileOf(fx.ownerProfile)],
      orders: () => Response.json(fx.orderPage),
    });
    renderConsole(layout, orders, '/staff/orders');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load profile.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
  });
});
