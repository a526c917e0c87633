// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  createRoutesStub,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LearnerQuestion } from '../../../domain/delivery/questions.ts';
import type { LearnerSpace } from '../../../domain/learner-space.ts';
import { clientAction, clientLoader } from '../../routes/learn.tsx';
import type { Route } from '../../routes/+types/learn.ts';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { ModuleList } from './module-list.tsx';

const fetchSpy = stubFetchPerTest();
const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const module = (index: number, title: string) => ({
  index,
  title,
  topics: [],
  done: false,
  materials: [],
  check: null,
});

/** The parts of a cohort learner's space the loader and the module list read. */
const space = {
  program: { name: 'Python', slug: 'python', path: '/python' },
  plan: 'Pro Plan',
  entitlements: { mentorship: null, career: null, webinars: false, project_feedback: 3 },
  cohort: {
    id: 4,
    starts_on: '2026-12-01',
    schedule: 'Tue and Thu',
    language: 'English',
    mentors: ['Ravi'],
  },
  modules: [module(0, 'Python Basics'), module(1, 'Data Structures and Functions')],
};

const QUESTION = 'Why does my list comprehension skip the last item?';
const question: LearnerQuestion = {
  id: 7,
  module_index: 1,
  asker: 'Bala',
  mine: false,
  body: QUESTION,
  asked_at: '2026-12-08T13:30:00.000Z',
  answers: [
    {
      id: 9,
      author: 'Ravi Kumar',
      by_mentor: true,
      body: 'range(1, 5) stops before 5.',
      answered_at: '2026-12-08T14:30:00.000Z',
    },
  ],
};

/** Answers the space and the questions as the API would, and records what else is asked. */
function answerWith(questions: LearnerQuestion[]) {
  fetchSpy.mockImplementation(async (url, init) => {
    if (init?.method === 'POST') return Response.json({ questions }, { status: 201 });
    if (String(url).endsWith('/questions/')) return Response.json({ questions });
    return Response.json(space);
  });
}

function Modules() {
  const { space, questions } = useLoaderData<{
    space: LearnerSpace;
    questions: LearnerQuestion[] | null;
  }>();
  return <ModuleList modules={space.modules} questions={questions} />;
}

function renderLearn() {
  const Stub = createRoutesStub([{ path: '/learn/:program', Component: Modules, loader, action }]);
  render(<Stub initialEntries={['/learn/python']} />);
}

describe('questions to mentors in the module list', () => {
  it('shows each module its own questions, with the asker’s first name and the answers', async () => {
    answerWith([question]);
    renderLearn();
    const second = await screen.findByRole('region', { name: 'Questions on module 2' });
    const asked = within(second).getByRole('article', { name: 'Question from Bala' });
    expect(asked.textContent).toContain(QUESTION);
    expect(asked.textContent).toContain('8 Dec 2026, 7:00 pm IST');
    const answers = within(asked).getByRole('list', { name: 'Answers' });
    expect(answers.textContent).toContain('Ravi Kumar (mentor)');
    expect(answers.textContent).toContain('range(1, 5) stops before 5.');
    const first = screen.getByRole('region', { name: 'Questions on module 1' });
    expect(first.textContent).toContain('No questions on this module yet.');
  });

  it('checks a question, then posts the form through the route and reads the space again', async () => {
    answerWith([]);
    renderLearn();
    const form = await screen.findByRole('form', { name: 'Ask a question on module 2' });
    const field = within(form).getByLabelText('Your question');
    fireEvent.change(field, { target: { value: 'Why?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask a question' }));
    expect(
      await within(form).findByText(
        'Write at least 10 characters, so your mentor knows what you are asking.',
      ),
    ).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(field, { target: { value: `  ${QUESTION}  ` } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask a question' }));
    await vi.waitFor(() =>
      expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    const [url, init] = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(url).toBe('/api/learn/python/modules/1/questions/');
    expect(JSON.parse(String(init!.body))).toEqual({ body: QUESTION });
    // The space and its questions are read again, and the form is emptied.
    await vi.waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    const reads = fetchSpy.mock.calls.filter(([, init]) => init?.method !== 'POST');
    expect(reads.map(([url]) => url)).toEqual([
      '/api/learn/python/',
      '/api/learn/python/questions/',
      '/api/learn/python/',
      '/api/learn/python/questions/',
    ]);
  });

  it('shows the server’s refusal beside the question', async () => {
    answerWith([]);
    renderLearn();
    const form = await screen.findByRole('form', { name: 'Ask a question on module 1' });
    fetchSpy.mockImplementationOnce(async () =>
      Response.json(
        { error: 'Too many requests. Please try again in 60 seconds.' },
        { status: 429 },
      ),
    );
    fireEvent.change(within(form).getByLabelText('Your question'), {
      target: { value: QUESTION },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask a question' }));
    expect(
      await within(form).findByText('Too many requests. Please try again in 60 seconds.'),
    ).toBeTruthy();
    expect((within(form).getByLabelText('Your question') as HTMLTextAreaElement).value).toBe(
      QUESTION,
    );
  });
});
