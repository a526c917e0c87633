// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  createRoutesStub,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LearnerSpace } from '../../../domain/learner-space.ts';
import type { LearnerProject } from '../../../domain/projects/submissions.ts';
import { clientAction, clientLoader } from '../../routes/learn.tsx';
import type { Route } from '../../routes/+types/learn.ts';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { ProjectsCard } from './projects-card.tsx';

const fetchSpy = stubFetchPerTest();
const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const project = (fields: Partial<LearnerProject>): LearnerProject => ({
  id: 'expense-tracker',
  title: 'Command-line expense tracker',
  brief: 'Build a command-line program that records expenses.',
  submit: 'A link to a public GitHub repository',
  accepts: ['link'],
  module_index: 1,
  module_title: 'Data Structures and Functions',
  final: false,
  open: true,
  latest: null,
  ...fields,
});

/** The parts of a space the card reads, and those the loader needs. */
const space = (plan: string, projects: LearnerProject[]) => ({
  program: { name: 'Python', slug: 'python', path: '/python' },
  plan,
  entitlements: {
    mentorship: null,
    career: null,
    webinars: false,
    project_feedback: plan === 'Basic Plan' ? 0 : 3,
  },
  order_number: 'MNT-2611-0042',
  cohort: null,
  next_session: null,
  sessions: [],
  modules: [],
  progress: { done: 0, total: 0, percent: 0, continue_index: null },
  reminders_on: true,
  calendar_feed_url: null,
  projects,
});

/** The card alone, on the learner's space's own route: its loader and its clientAction. */
function Projects() {
  const { space } = useLoaderData<{ space: LearnerSpace }>();
  return (
    <ProjectsCard projects={space.projects} projectFeedback={space.entitlements.project_feedback} />
  );
}

function renderLearn() {
  const Stub = createRoutesStub([{ path: '/learn/:program', Component: Projects, loader, action }]);
  render(<Stub initialEntries={['/learn/python']} />);
}

const attempt = {
  id: 5,
  attempt: 1,
  submitted_at: '2026-12-08T13:30:00.000Z',
  link_url: 'https://github.com/asha/x',
  file_name: null,
  file_size: null,
  file_url: null,
  note: '',
  reviewed_at: null,
};

describe('the projects card', () => {
  it('tells a Basic learner that only the final project is theirs to submit', async () => {
    fetchSpy.mockResolvedValue(
      Response.json(
        space('Basic Plan', [
          project({ open: false }),
          project({ id: 'app', title: 'Portfolio app', final: true }),
        ]),
      ),
    );
    renderLearn();
    const card = await screen.findByRole('region', { name: 'Projects' });
    expect(card.textContent).toContain(
      'Feedback on projects is part of the Pro and Premium plans. Submit your final project for your certificate.',
    );
    const first = within(card).getByRole('article', { name: 'Command-line expense tracker' });
    expect(within(first).queryByRole('form')).toBeNull();
    const final = within(card).getByRole('article', { name: 'Portfolio app' });
    expect(final.textContent).toContain('Final project');
    expect(final.textContent).toContain('Not submitted');
    expect(within(final).getByRole('form', { name: 'Submit Portfolio app' })).toBeTruthy();
  });

  it('says where each project stands', async () => {
    fetchSpy.mockResolvedValue(
      Response.json(
        space('Pro Plan', [
          project({ latest: { ...attempt, status: 'submitted', review_comment: null } }),
          project({
            id: 'b',
            title: 'Second',
            latest: { ...attempt, status: 'changes_needed', review_comment: 'Add tests.' },
          }),
          project({
            id: 'c',
            title: 'Third',
            final: true,
            latest: { ...attempt, status: 'accepted', review_comment: null },
          }),
        ]),
      ),
    );
    renderLearn();
    const card = await screen.findByRole('region', { name: 'Projects' });
    const [first, second, third] = within(card).getAllByRole('article');
    expect(first!.textContent).toContain(
      'Submitted on Tue 8 Dec 2026, 7:00 pm IST, waiting for review',
    );
    expect(within(first!).queryByRole('form')).toBeNull();
    expect(second!.textContent).toContain('Changes needed: Add tests.');
    expect(within(second!).getByRole('button', { name: 'Submit again' })).toBeTruthy();
    expect(third!.textContent).toContain('Accepted');
    expect(within(third!).queryByRole('form')).toBeNull();
  });

  it('checks the link, then sends it as JSON and reads the space again', async () => {
    fetchSpy.mockImplementation(async () => Response.json(space('Pro Plan', [project({})])));
    renderLearn();
    const form = await screen.findByRole('form', { name: 'Submit Command-line expense tracker' });
    const link = within(form).getByLabelText('Link');
    fireEvent.change(link, { target: { value: 'http://github.com/asha/x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit project' }));
    expect(
      await within(form).findByText('Enter a full link that starts with https://'),
    ).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fetchSpy.mockResolvedValueOnce(Response.json(project({}), { status: 201 }));
    fireEvent.change(link, { target: { value: 'https://github.com/asha/x' } });
    fireEvent.change(within(form).getByLabelText('Note for your mentor (optional)'), {
      target: { value: 'Please look at the tests.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit project' }));
    await screen.findByRole('region', { name: 'Projects' });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3));
    const [url, init] = fetchSpy.mock.calls[1]!;
    expect(url).toBe('/api/learn/python/projects/expense-tracker/link');
    expect(JSON.parse(String(init!.body))).toEqual({
      url: 'https://github.com/asha/x',
      note: 'Please look at the tests.',
    });
    expect(fetchSpy.mock.calls[2]![0]).toBe('/api/learn/python/');
  });
});
