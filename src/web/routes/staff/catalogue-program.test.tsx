// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../domain/accounts.ts';
import type { ProgramDocument } from '../../../domain/catalogue/live-catalogue.ts';
import type { ProgramRecord } from '../../../domain/staff/catalogue.ts';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import {
  mentorList,
  pythonDocument,
  pythonRecord,
} from '../../features/staff/test/catalogue-fixtures.ts';
import { renderConsoleRoute, stubModalDialogs } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffCatalogueProgram, {
  ErrorBoundary,
  clientAction,
  clientLoader,
} from './catalogue-program.tsx';
import type { Route } from './+types/catalogue-program.ts';

const fetchSpy = stubFetchPerTest();
stubModalDialogs();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const PROGRAM = '/api/staff/catalogue/programs/python/';
const staffProfile: Profile = { ...fx.ownerProfile, id: 2, username: 'Neha', role: 'staff' };

/**
 * The catalogue API: GET answers the program as it is now; a saved draft becomes its draft,
 * unless `refusal` answers it; a publish puts the draft on the site.
 */
function api({
  record = pythonRecord,
  refusal,
}: { record?: ProgramRecord; refusal?: { status: number; error: string; field?: string } } = {}) {
  let now = record;
  const drafts: ProgramDocument[] = [];
  const published: string[] = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && input === PROGRAM) return Response.json(now);
    if (method === 'GET' && input === '/api/staff/catalogue/mentors/') {
      return Response.json({ results: mentorList });
    }
    if (method === 'PUT' && input === `${PROGRAM}draft/`) {
      const draft = JSON.parse(String(init?.body)) as ProgramDocument;
      drafts.push(draft);
      if (refusal) return Response.json(refusal, { status: refusal.status });
      now = {
        ...now,
        draft,
        draft_by: { id: 2, name: 'Neha' },
        updated_at: '2026-12-06T04:00:00Z',
      };
      return Response.json(now);
    }
    if (method === 'POST' && input === `${PROGRAM}publish/`) {
      published.push('python');
      now = {
        ...now,
        published: now.draft,
        draft: null,
        draft_by: null,
        published_at: '2026-12-06T05:00:00Z',
        updated_at: '2026-12-06T05:00:00Z',
      };
      return Response.json(now);
    }
    throw new Error(`Not in this test: ${method} ${String(input)}`);
  });
  return { drafts, published };
}

const renderEditor = (profile: Profile = fx.ownerProfile) =>
  renderConsoleRoute(
    {
      path: '/staff/catalogue/programs/:slug',
      Component: StaffCatalogueProgram,
      ErrorBoundary,
      loader,
      action,
    },
    '/staff/catalogue/programs/python',
    profile,
  );

const plan = (name: string) => within(screen.getByRole('group', { name }));
/** The form is there once the program has loaded. */
const loaded = () => screen.findByRole('form', { name: /^Edit / });
const draftedPro: ProgramRecord = {
  ...pythonRecord,
  draft: {
    ...pythonDocument,
    plans: pythonDocument.plans.map((p) => (p.id === 'pro' ? { ...p, pricePaise: 899_900 } : p)),
  },
  draft_by: { id: 2, name: 'Neha' },
};

// The editor draws some two hundred fields: typing into them takes seconds in jsdom, more when
// the build runs beside the tests.
describe('the program editor', { timeout: 60_000 }, () => {
  it('saves a price typed in rupees as paise, and shows the card it makes', async () => {
    const { drafts } = api();
    renderEditor(staffProfile);
    await loaded();
    const price = plan('Pro Plan').getByLabelText<HTMLInputElement>('Price in rupees');
    expect(price.value).toBe('9999');
    fireEvent.input(price, { target: { value: '8,999.50' } });
    // The cards below change as the price is typed.
    const cards = within(
      screen.getByRole('region', { name: 'The cards as the page will show them' }),
    );
    expect(cards.getByText('₹8,999.50')).toBeTruthy();
    expect(cards.getByText('4 one-to-one sessions of 30 minutes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(drafts).toHaveLength(1));
    expect(drafts[0]!.plans.map((p) => p.pricePaise)).toEqual([499_900, 899_950, 1_499_900]);
    expect(drafts[0]!.tagline).toBe(pythonDocument.tagline);
    expect(
      await screen.findByText(
        'The draft is saved. The site is unchanged until the draft is published.',
      ),
    ).toBeTruthy();
    // The page, loaded again, shows the draft and who saved it.
    expect(await screen.findByText('Draft waiting')).toBeTruthy();
    await waitFor(() => expect(price.value).toBe('8999.50'));
  });

  it('checks the fields with the server’s schema before sending anything', async () => {
    const { drafts } = api();
    renderEditor(staffProfile);
    await loaded();
    const basic = plan('Basic Plan').getByLabelText<HTMLInputElement>('Price in rupees');
    fireEvent.input(basic, { target: { value: 'five thousand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await plan('Basic Plan').findByText('Give the price in rupees, e.g. 8999 or 8,999.50.'),
    ).toBeTruthy();
    expect(basic.getAttribute('aria-invalid')).toBe('true');

    // Each price read, the plans are checked against each other, as the server does.
    fireEvent.input(basic, { target: { value: '4999' } });
    const premium = plan('Premium Plan').getByLabelText<HTMLInputElement>('Price in rupees');
    fireEvent.input(premium, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await plan('Premium Plan').findByText(
        'Price the Premium Plan above the Pro Plan: an upgrade pays the difference.',
      ),
    ).toBeTruthy();
    expect(premium.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      'Some fields need changing: see the messages beside them.',
    );
    expect(drafts).toHaveLength(0);
  });

  it("shows the server's refusal at the field it names", async () => {
    api({
      refusal: {
        status: 400,
        error: '/java already leads to Java. Choose another path.',
        field: 'slug',
      },
    });
    renderEditor(staffProfile);
    const path = await screen.findByLabelText<HTMLInputElement>(
      'Path (the page’s address after the site’s name)',
    );
    fireEvent.input(path, { target: { value: 'java' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(path.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(path.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('/java already leads to Java. Choose another path.');
    expect(path.value).toBe('java');
  });

  it('lets staff save and discard a draft, but not publish it', async () => {
    api({ record: draftedPro });
    renderEditor(staffProfile);
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('lets the owner publish, saying first what the site will show differently', async () => {
    const { published } = api({ record: draftedPro });
    renderEditor(fx.ownerProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish Python?' }));
    expect(dialog.getByText('Pro Plan ₹9,999 → ₹8,999')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Python is published: the site shows it now.')).toBeTruthy();
    expect(published).toEqual(['python']);
    expect(screen.queryByText('Draft waiting')).toBeNull();
  });

  it('shows an accountant the program without a way to change it', async () => {
    api({ record: draftedPro });
    renderEditor({ ...fx.ownerProfile, role: 'accountant' });
    await loaded();
    const price = plan('Pro Plan').getByLabelText<HTMLInputElement>('Price in rupees');
    expect(price.matches(':disabled')).toBe(true);
    expect(price.value).toBe('8999');
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(
      screen.getByText('You can read the catalogue; staff and the owner change it.'),
    ).toBeTruthy();
  });
});
