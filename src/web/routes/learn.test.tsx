// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LearnerSession, LearnerSpace } from '../../domain/learner-space.ts';
import { stubFetchPerTest } from '../test/fetch-stub.ts';
import Learn, { ErrorBoundary, clientAction, clientLoader } from './learn.tsx';
// What the page shows until its data and the session are read: the session gate's.
import { HydrateFallback } from './signed-in.tsx';
import type { Route } from './+types/learn.ts';

const fetchSpy = stubFetchPerTest();
/** The answer to a cohort's questions to its mentors, read with its space. */
const noQuestions = () => Response.json({ questions: [] });

// createRoutesStub calls them with a data router's arguments, which the route's types name
// more narrowly.
const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const session = (fields: Partial<LearnerSession>): LearnerSession => ({
  id: 7,
  starts_at: '2026-12-08T13:30:00.000Z',
  ends_at: '2026-12-08T15:30:00.000Z',
  ended: false,
  minutes: 120,
  topic: 'Module 2: Data Structures and Functions',
  module_index: 1,
  status: 'scheduled',
  webinar: false,
  change_reason: null,
  join_url: null,
  recording_url: null,
  calendar_url: '/api/learn/sessions/7/calendar.ics',
  ...fields,
});

function space(next: LearnerSession): LearnerSpace {
  return {
    program: { name: 'Python', slug: 'python', path: '/python' },
    // Basic: no one-to-one sessions, whose card reads its own answer (tested on its own).
    plan: 'Basic Plan',
    entitlements: { mentorship: null, career: null, webinars: false, project_feedback: 0 },
    order_number: 'MNT-2611-0042',
    cohort: {
      id: 3,
      starts_on: '2026-12-01',
      schedule: 'Tue and Thu, 7-9 pm IST',
      language: 'English',
      mentors: ['Meera Iyer'],
    },
    next_session: next,
    sessions: [
      session({
        id: 6,
        starts_at: '2026-12-03T13:30:00.000Z',
        ended: true,
        topic: 'Module 1: Python Basics',
        recording_url: 'https://video.example.com/1',
      }),
      next,
      session({
        id: 8,
        starts_at: '2026-12-10T13:30:00.000Z',
        status: 'cancelled',
        change_reason: 'Mentor unwell',
      }),
    ],
    modules: [
      {
        index: 0,
        title: 'Python Basics',
        topics: ['Variables'],
        done: true,
        materials: [],
        check: null,
      },
      {
        index: 1,
        title: 'Data Structures and Functions',
        topics: ['Lists'],
        done: false,
        materials: [
          {
            id: 4,
            title: 'Slides',
            kind: 'file',
            url: '/api/learn/python/materials/4',
            file_name: 'slides.pdf',
            file_size: 2_400_000,
          },
        ],
        check: null,
      },
    ],
    progress: { done: 1, total: 2, percent: 50, continue_index: 1 },
    reminders_on: true,
    calendar_feed_url: null,
    certificate: {
      completion: {
        met: false,
        conditions: [{ key: 'modules', met: false, words: '1 of 2 modules done' }],
      },
      issued: null,
    },
    projects: [],
  };
}

function renderLearn() {
  const Stub = createRoutesStub([
    {
      path: '/learn/:program',
      Component: Learn,
      HydrateFallback,
      ErrorBoundary,
      loader,
      action,
    },
  ]);
  render(<Stub initialEntries={['/learn/python']} />);
}

describe("The learner's space", () => {
  it('shows Join only when the server sent the meeting link', async () => {
    fetchSpy.mockResolvedValue(Response.json(space(session({}))));
    renderLearn();
    const next = await screen.findByRole('region', { name: 'Next session' });
    expect(within(next).getByText('Tue 8 Dec 2026, 7:00 pm IST')).toBeTruthy();
    expect(within(next).queryByRole('link', { name: 'Join' })).toBeNull();
    expect(next.textContent).toContain('The Join button appears here 15 minutes before the start.');
    expect(within(next).getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/api/learn/sessions/7/calendar.ics',
    );
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/learn/python/');

    const schedule = screen.getByRole('region', { name: 'Schedule' });
    expect(within(schedule).getByText('Cancelled: Mentor unwell')).toBeTruthy();
    const past = within(schedule).getByRole('list', { name: 'Past sessions' });
    expect(within(past).getByRole('link', { name: 'Recording' }).getAttribute('href')).toBe(
      'https://video.example.com/1',
    );
    expect(screen.getByRole('link', { name: /Slides/ }).getAttribute('href')).toBe(
      '/api/learn/python/materials/4',
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(
      screen.getByRole('link', { name: 'Continue where you left off' }).getAttribute('href'),
    ).toBe('#module-2');
  });

  it('links Join to the meeting while joining is open', async () => {
    fetchSpy.mockResolvedValue(
      Response.json(space(session({ join_url: 'https://meet.example.com/abc' }))),
    );
    renderLearn();
    const join = await screen.findByRole('link', { name: 'Join' });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/abc');
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('marks a module done and reads the space again', async () => {
    const before = space(session({}));
    const after = space(session({}));
    after.modules[1]!.done = true;
    after.progress = { done: 2, total: 2, percent: 100, continue_index: null };
    // A cohort's space is read with its questions to the mentors.
    fetchSpy
      .mockResolvedValueOnce(Response.json(before))
      .mockResolvedValueOnce(noQuestions())
      .mockResolvedValueOnce(Response.json(after.progress))
      .mockResolvedValueOnce(Response.json(after))
      .mockResolvedValueOnce(noQuestions());
    renderLearn();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done: module 2' }));
    expect(await screen.findByText('Every module is done. Well done!')).toBeTruthy();
    expect(fetchSpy.mock.calls[2]![0]).toBe('/api/learn/python/modules/1/done');
    expect(fetchSpy.mock.calls[2]![1]!.method).toBe('PUT');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('makes a private calendar link and turns reminders off', async () => {
    const before = space(session({}));
    const linked = {
      ...before,
      calendar_feed_url: 'http://localhost:3000/api/calendar/abc.ics',
    };
    const quiet = { ...linked, reminders_on: false };
    fetchSpy
      .mockResolvedValueOnce(Response.json(before))
      .mockResolvedValueOnce(noQuestions())
      .mockResolvedValueOnce(Response.json({ calendar_feed_url: linked.calendar_feed_url }))
      .mockResolvedValueOnce(Response.json(linked))
      .mockResolvedValueOnce(noQuestions())
      .mockResolvedValueOnce(Response.json({ reminders_on: false }))
      .mockResolvedValueOnce(Response.json(quiet))
      .mockResolvedValueOnce(noQuestions());
    renderLearn();
    fireEvent.click(await screen.findByRole('button', { name: 'Make a calendar link' }));
    const link = await screen.findByRole('textbox', { name: 'Your calendar link' });
    expect((link as HTMLInputElement).value).toBe('http://localhost:3000/api/calendar/abc.ics');
    expect(fetchSpy.mock.calls[2]![0]).toBe('/api/learn/calendar-feed/');
    expect(fetchSpy.mock.calls[2]![1]!.method).toBe('POST');

    const reminders = screen.getByRole('switch', { name: 'Session reminders' });
    expect(reminders.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(reminders);
    expect(await screen.findByText('Reminders are off.')).toBeTruthy();
    expect(fetchSpy.mock.calls[5]![0]).toBe('/api/learn/reminders/');
    expect(JSON.parse(fetchSpy.mock.calls[5]![1]!.body as string)).toEqual({ on: false });
  });

  it('says the learner is not enrolled, and links to the program', async () => {
    fetchSpy.mockResolvedValue(
      Response.json(
        { error: 'You are not enrolled in Python.', program_path: '/python' },
        { status: 403 },
      ),
    );
    renderLearn();
    expect((await screen.findByRole('alert')).textContent).toBe('You are not enrolled in Python.');
    expect(screen.getByRole('link', { name: 'See the program' }).getAttribute('href')).toBe(
      '/python',
    );
  });
});
