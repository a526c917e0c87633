// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../domain/accounts.ts';
import type { MentorDocument } from '../../../domain/catalogue/live-catalogue.ts';
import type { MentorRecord } from '../../../domain/staff/catalogue.ts';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { programList } from '../../features/staff/test/catalogue-fixtures.ts';
import { renderConsoleRoute, stubModalDialogs } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffCatalogueMentor, {
  ErrorBoundary,
  clientAction,
  clientLoader,
} from './catalogue-mentor.tsx';
import type { Route } from './+types/catalogue-mentor.ts';

const fetchSpy = stubFetchPerTest();
stubModalDialogs();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const MENTOR = '/api/staff/catalogue/mentors/priya-raghavan/';

const priya: MentorDocument = {
  name: 'Priya Raghavan',
  title: 'Senior data scientist, Bengaluru',
  bio: 'Priya has built data products for banks and retailers for over a decade, and she has led teams of analysts and engineers in Bengaluru. In her sessions learners work on real data sets, explain what they find to people who are not analysts, and learn the habits of careful work.',
  linkedin: 'https://www.linkedin.com/in/priya-raghavan',
  photo: '/images/mentors/priya-raghavan.svg',
  photoAlt: 'Portrait of Priya Raghavan smiling',
};

const record: MentorRecord = {
  slug: 'priya-raghavan',
  user: null,
  programs: ['python'],
  published: priya,
  draft: { ...priya, title: 'Head of data, Bengaluru' },
  draft_by: { id: 2, name: 'Neha' },
  published_at: '2026-12-05T06:30:00Z',
  updated_at: '2026-12-06T04:00:00Z',
};

/** The API: the profile as it is now; an account or programs set change it. */
function api() {
  let now = record;
  const sent: { path: string; body: unknown }[] = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    if (method === 'GET' && path === MENTOR) return Response.json(now);
    if (method === 'GET' && path === '/api/staff/catalogue/programs/') {
      return Response.json({ results: programList });
    }
    if (method === 'GET' && path === '/api/staff/team/') return Response.json(fx.team);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    sent.push({ path, body });
    if (method === 'POST' && path === `${MENTOR}account/`) {
      const id = (body as { user_id: number | null }).user_id;
      const member = fx.team.members.find((m) => m.id === id);
      now = { ...now, user: member ? { id: member.id, name: member.username } : null };
      return Response.json(now);
    }
    if (method === 'PUT' && path === `${MENTOR}programs/`) {
      now = { ...now, programs: (body as { programs: string[] }).programs };
      return Response.json(now);
    }
    throw new Error(`Not in this test: ${method} ${path}`);
  });
  return { sent };
}

const renderMentor = (profile: Profile) =>
  renderConsoleRoute(
    {
      path: '/staff/catalogue/mentors/:slug',
      Component: StaffCatalogueMentor,
      ErrorBoundary,
      loader,
      action,
    },
    '/staff/catalogue/mentors/priya-raghavan',
    profile,
  );

describe("a mentor's profile in the console", () => {
  it('lets the owner link the account they teach with and set the programs that show them', async () => {
    const { sent } = api();
    renderMentor(fx.ownerProfile);
    const member = fx.team.members.find((m) => m.role === 'staff')!;
    const account = within(await screen.findByRole('form', { name: 'Account of Priya Raghavan' }));
    fireEvent.change(account.getByLabelText('Account they teach with'), {
      target: { value: String(member.id) },
    });
    fireEvent.click(account.getByRole('button', { name: 'Save account' }));
    expect(
      await account.findByText(`Priya Raghavan now teaches with the account ${member.username}.`),
    ).toBeTruthy();

    const programs = within(screen.getByRole('form', { name: 'Programs of Priya Raghavan' }));
    // Robotics has never been published: no page to show them on.
    expect(programs.queryByLabelText('Robotics')).toBeNull();
    fireEvent.click(programs.getByLabelText('Java'));
    fireEvent.click(programs.getByRole('button', { name: 'Save programs' }));
    expect(
      await programs.findByText('Priya Raghavan is on the pages of 2 programs now.'),
    ).toBeTruthy();
    expect(sent).toEqual([
      { path: `${MENTOR}account/`, body: { user_id: member.id } },
      { path: `${MENTOR}programs/`, body: { programs: ['python', 'java'] } },
    ]);
  });

  it('gives staff the draft to save but not Publish, and shows the links to read', async () => {
    api();
    renderMentor({ ...fx.ownerProfile, role: 'staff' });
    const title = await screen.findByLabelText<HTMLInputElement>('Title (what they do and where)');
    expect(title.value).toBe('Head of data, Bengaluru');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Account of Priya Raghavan' })).toBeNull();
    expect(screen.getByText('Not linked')).toBeTruthy();
  });

  it('tells the owner what publishing changes', async () => {
    api();
    renderMentor(fx.ownerProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Publish Priya Raghavan’s profile?' }),
    );
    expect(
      dialog.getByText('Title: Senior data scientist, Bengaluru → Head of data, Bengaluru'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
