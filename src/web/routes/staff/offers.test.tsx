// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../domain/accounts.ts';
import type { StaffOffer } from '../../../domain/staff/offers.ts';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { renderConsoleRoute, stubModalDialogs } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import OfferPage, * as offerRoute from './offer.tsx';
import StaffOffers, * as listRoute from './offers.tsx';
import type { Route as OfferRoute } from './+types/offer.ts';
import type { Route as ListRoute } from './+types/offers.ts';

const fetchSpy = stubFetchPerTest();
stubModalDialogs();

const staffProfile: Profile = { ...fx.ownerProfile, id: 2, username: 'Ravi Staff', role: 'staff' };
const accountantProfile: Profile = { ...staffProfile, id: 3, role: 'accountant' };

const offer = (overrides: Partial<StaffOffer> = {}): StaffOffer => ({
  id: 31,
  code: 'DIWALI',
  kind: 'amount',
  percent: null,
  amount_paise: 50000,
  label: '₹500 off',
  starts_at: '2026-11-01T18:30:00.000Z',
  ends_at: '2026-11-15T18:30:00.000Z',
  max_uses: 100,
  max_uses_per_learner: 1,
  applies_to: { programs: ['python'], plans: [] },
  referrer_name: null,
  status: 'draft',
  note: 'For the festival mailer.',
  uses: 0,
  created_by: { id: 2, name: 'Ravi Staff' },
  created_at: '2026-10-20T05:00:00.000Z',
  updated_at: '2026-10-20T05:00:00.000Z',
  ...overrides,
});

const referral = offer({
  id: 1,
  code: 'MAV25A',
  kind: 'percent',
  percent: 10,
  amount_paise: null,
  label: '10% off',
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_learner: null,
  applies_to: { programs: [], plans: [] },
  referrer_name: 'Aarav Sharma',
  status: 'live',
  note: null,
  uses: 3,
  created_by: null,
});

function renderList(profile: Profile) {
  fetchSpy.mockResolvedValue(
    Response.json({ results: [offer(), referral], count: 2, page: 1, page_size: 25 }),
  );
  renderConsoleRoute(
    {
      path: '/staff/offers',
      Component: StaffOffers,
      ErrorBoundary: listRoute.ErrorBoundary,
      loader: (args: LoaderFunctionArgs) =>
        listRoute.clientLoader(args as unknown as ListRoute.ClientLoaderArgs),
      action: (args: ActionFunctionArgs) =>
        listRoute.clientAction(args as unknown as ListRoute.ClientActionArgs),
    },
    '/staff/offers',
    profile,
  );
}

/** An offer's page, its code changing as the server is told. */
function renderOffer(profile: Profile, shown: StaffOffer) {
  let current = shown;
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body });
    if (method === 'POST' && url.endsWith('/status/')) {
      current = { ...current, status: (body as { status: StaffOffer['status'] }).status };
    }
    return Response.json(current);
  });
  renderConsoleRoute(
    {
      path: '/staff/offers/:id',
      Component: OfferPage,
      ErrorBoundary: offerRoute.ErrorBoundary,
      loader: (args: LoaderFunctionArgs) =>
        offerRoute.clientLoader(args as unknown as OfferRoute.ClientLoaderArgs),
      action: (args: ActionFunctionArgs) =>
        offerRoute.clientAction(args as unknown as OfferRoute.ClientActionArgs),
    },
    `/staff/offers/${shown.id}`,
    profile,
  );
  return requests;
}

describe('the offers screen', () => {
  it('lists each code with what it gives, when, its uses against its limit, status and referrer', async () => {
    renderList(accountantProfile);
    const table = await screen.findByRole('table', { name: 'Offers' });
    const cells = (code: string) =>
      within(within(table).getByRole('rowheader', { name: code }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('DIWALI')).toEqual([
      '₹500 offPython',
      '2 Nov 2026 to 15 Nov 2026',
      '0 of 100',
      'Draft',
      '—',
    ]);
    expect(cells('MAV25A')).toEqual([
      '10% offEverything',
      'Any time',
      '3 (no limit)',
      'Live',
      'Aarav Sharma',
    ]);
    expect(screen.getByRole('search', { name: 'Search codes' })).toBeTruthy();
    // The accountant reads; drafting is for staff and the owner.
    expect(screen.queryByRole('form', { name: 'New code' })).toBeNull();
  });

  it('gives staff the form for a new code', async () => {
    renderList(staffProfile);
    const form = await screen.findByRole('form', { name: 'New code' });
    expect(within(form).getByRole('button', { name: 'Save as draft' })).toBeTruthy();
  });

  it('lets the owner make a draft live, after saying what learners will get', async () => {
    const requests = renderOffer(fx.ownerProfile, offer());
    fireEvent.click(await screen.findByRole('button', { name: 'Make live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make DIWALI live?' });
    expect(dialog.textContent).toContain(
      'From now on, learners who type DIWALI at the cart get ₹500 off on Python.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make live' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'DIWALI is live: learners can use it now.',
      ),
    );
    expect(screen.getByText('Live')).toBeTruthy();
    expect(requests).toContainEqual({
      method: 'POST',
      url: '/api/staff/offers/31/status/',
      body: { status: 'live' },
    });
    expect(screen.getByRole('button', { name: 'Disable' })).toBeTruthy();
  });

  it('leaves staff a live code to read, without the owner’s button or the form', async () => {
    renderOffer(staffProfile, referral);
    expect(
      await screen.findByText('The code has been on the site: only the owner can change it now.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('fills the form of a draft with its terms, its times in India time', async () => {
    renderOffer(staffProfile, offer());
    const form = await screen.findByRole('form', { name: 'Change DIWALI' });
    expect(within(form).getByLabelText('Amount off, in rupees')).toHaveProperty('value', '500');
    // Starts 2 Nov at midnight India time; ends at the end of 15 Nov.
    expect(within(form).getByLabelText('Starts on')).toHaveProperty('value', '2026-11-02');
    expect(within(form).getByLabelText('Ends on')).toHaveProperty('value', '2026-11-15');
    expect(within(form).getByLabelText('Python')).toHaveProperty('checked', true);
  });
});
