// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../domain/accounts.ts';
import type { ProgramSummary } from '../../../domain/staff/catalogue.ts';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { programList } from '../../features/staff/test/catalogue-fixtures.ts';
import { renderConsoleRoute, stubModalDialogs } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffCatalogue, {
  ErrorBoundary,
  clientAction,
  clientLoader,
  shouldRevalidate,
} from './catalogue.tsx';
import type { Route } from './+types/catalogue.ts';

const fetchSpy = stubFetchPerTest();
stubModalDialogs();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const PROGRAMS = '/api/staff/catalogue/programs/';

/** The catalogue API: the list as it is now; a new order or listing changes it. */
function api() {
  let list: ProgramSummary[] = programList;
  const orders: string[][] = [];
  const listings: unknown[] = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && input === PROGRAMS) return Response.json({ results: list });
    if (method === 'POST' && input === `${PROGRAMS}order/`) {
      const { slugs } = JSON.parse(String(init?.body)) as { slugs: string[] };
      orders.push(slugs);
      list = [
        ...list.filter((p) => !slugs.includes(p.slug)),
        ...slugs.map((slug, i) => ({ ...list.find((p) => p.slug === slug)!, order: (i + 1) * 10 })),
      ];
      return Response.json({ results: list });
    }
    if (method === 'POST' && input === `${PROGRAMS}java/listing/`) {
      listings.push(JSON.parse(String(init?.body)));
      list = list.map((p) => (p.slug === 'java' ? { ...p, listed: true } : p));
      return Response.json({ slug: 'java', listed: true });
    }
    throw new Error(`Not in this test: ${method} ${String(input)}`);
  });
  return {
    orders,
    listings,
    reads: () =>
      fetchSpy.mock.calls.filter(([path, init]) => path === PROGRAMS && init?.method === 'GET'),
  };
}

const renderCatalogue = (profile: Profile = fx.ownerProfile, url = '/staff/catalogue') =>
  renderConsoleRoute(
    {
      path: '/staff/catalogue',
      Component: StaffCatalogue,
      ErrorBoundary,
      loader,
      action,
      shouldRevalidate,
    },
    url,
    profile,
  );

const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!);

describe('the catalogue screen', () => {
  it('lists every program with its state, its draft and its three prices in rupees', async () => {
    api();
    renderCatalogue();
    const table = await screen.findByRole('table', { name: 'Programs' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('a')?.textContent);
    expect(names).toEqual(['Data Science', 'Python', 'Java', 'Robotics']);

    const python = rowOf('Python');
    expect(python.getByText('Listed')).toBeTruthy();
    expect(python.getByText('Draft waiting')).toBeTruthy();
    expect(python.getByText('₹4,999')).toBeTruthy();
    expect(python.getByText('₹9,999')).toBeTruthy();
    expect(python.getByText('₹14,999')).toBeTruthy();
    const robotics = rowOf('Robotics');
    expect(robotics.getByText('Not published')).toBeTruthy();
    expect(robotics.getByText('₹5,999.50')).toBeTruthy();
    expect(robotics.getByText('Never')).toBeTruthy();
    expect(rowOf('Java').getByText('Unlisted')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New program' }).getAttribute('href')).toBe(
      '/staff/catalogue/new-program',
    );
  });

  it('filters in the browser, without asking the server again', async () => {
    const { reads } = api();
    renderCatalogue(fx.ownerProfile, '/staff/catalogue?category=Technology');
    const table = await screen.findByRole('table', { name: 'Programs' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'draft' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Programs' }))
          .getAllByRole('rowheader')
          .map((cell) => cell.querySelector('a')?.textContent),
      ).toEqual(['Python', 'Robotics']),
    );
    expect(reads()).toHaveLength(1);
  });

  it('lets the owner move a program within its category, sending the whole category', async () => {
    const { orders } = api();
    renderCatalogue();
    await screen.findByRole('table', { name: 'Programs' });
    expect(
      screen.getByRole('button', { name: 'Move Data Science up' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Move Python up' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Java up' }));

    expect(await screen.findByText('Java moved up in its category.')).toBeTruthy();
    expect(orders).toEqual([['java', 'python', 'robotics']]);
  });

  it('lists a program after asking', async () => {
    const { listings } = api();
    renderCatalogue();
    fireEvent.click(await screen.findByRole('button', { name: 'List Java' }));
    const dialog = within(screen.getByRole('dialog', { name: 'List Java?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'List program' }));

    expect(await screen.findByText('Java is listed: the site shows and sells it.')).toBeTruthy();
    expect(listings).toEqual([{ listed: true }]);
    expect(rowOf('Java').getByText('Listed')).toBeTruthy();
  });

  it('gives staff new programs, but no moves or listing', async () => {
    api();
    renderCatalogue({ ...fx.ownerProfile, role: 'staff' });
    await screen.findByRole('table', { name: 'Programs' });
    expect(screen.queryByRole('button', { name: 'Move Java up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'List Java' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New program' })).toBeTruthy();
  });

  it('gives an accountant the list to read only', async () => {
    api();
    renderCatalogue({ ...fx.ownerProfile, role: 'accountant' });
    await screen.findByRole('table', { name: 'Programs' });
    expect(screen.queryByRole('link', { name: 'New program' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });
});
