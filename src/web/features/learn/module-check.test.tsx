// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LearnerCheck } from '../../../domain/delivery/check-attempts.ts';
import type { CheckResult } from '../../../domain/delivery/check-result.ts';
import type { LearnerModule } from '../../../domain/learner-space.ts';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { submitCheck } from './check-submit.ts';
import { ModuleList } from './module-list.tsx';

const fetchSpy = stubFetchPerTest();

const check = (fields: Partial<LearnerCheck> = {}): LearnerCheck => ({
  version: 2,
  pass_percent: 60,
  right_needed: 2,
  max_attempts: 3,
  questions: [
    { kind: 'choice', prompt: 'Which one is a list?', options: ['(1, 2)', '[1, 2]'] },
    { kind: 'short', prompt: 'Which keyword defines a function?', options: null },
    { kind: 'short', prompt: 'What does 1 + 1 give?', options: null },
  ],
  attempts_used: 0,
  attempts_left: 3,
  best: null,
  passed: false,
  right_answers: null,
  ...fields,
});

const module = (fields: Partial<LearnerModule>): LearnerModule => ({
  index: 1,
  title: 'Data Structures and Functions',
  topics: ['Lists'],
  done: false,
  materials: [],
  check: check(),
  ...fields,
});

const result = (fields: Partial<CheckResult>): CheckResult => ({
  right: 1,
  total: 3,
  right_needed: 2,
  passed: false,
  wrong: [1, 2],
  attempts_used: 1,
  attempts_left: 2,
  right_answers: null,
  progress: { done: 0, total: 2, percent: 0, continue_index: 0 },
  ...fields,
});

function renderModules(modules: LearnerModule[]) {
  const Stub = createRoutesStub([
    {
      path: '/learn/:program',
      Component: () => <ModuleList modules={modules} />,
      action: ({ request }: ActionFunctionArgs) => submitCheck('python', request),
    },
  ]);
  render(<Stub initialEntries={['/learn/python']} />);
}

describe("A module's check of understanding", () => {
  it('replaces Mark as done, and sends the answers in the questions’ order', async () => {
    fetchSpy.mockResolvedValue(Response.json(result({})));
    renderModules([module({})]);
    expect(screen.queryByRole('button', { name: /Mark as done/ })).toBeNull();
    const section = screen.getByRole('region', { name: 'Check of understanding' });
    expect(section.textContent).toContain('Get 2 of 3 right to pass. You have 3 attempts.');

    fireEvent.click(within(section).getByRole('button', { name: 'Take the check: module 2' }));
    const form = screen.getByRole('form', { name: 'Check of understanding, module 2' });
    expect(form.getAttribute('method')).toBe('post');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit answers' }));
    expect(await within(form).findByText('Choose an answer to question 1.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.click(within(form).getByRole('radio', { name: '[1, 2]' }));
    fireEvent.change(
      within(form).getByRole('textbox', { name: '2. Which keyword defines a function?' }),
      {
        target: { value: 'function' },
      },
    );
    fireEvent.change(within(form).getByRole('textbox', { name: '3. What does 1 + 1 give?' }), {
      target: { value: '3' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit answers' }));
    expect(
      await screen.findByText(
        '1 of 3 right; 2 needed. 2 attempts left. Not right: questions 2, 3.',
      ),
    ).toBeTruthy();
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/learn/python/modules/1/check/');
    expect(JSON.parse(fetchSpy.mock.calls[0]![1]!.body as string)).toEqual({
      version: 2,
      answers: [1, 'function', '3'],
    });
    expect(within(form).getAllByText('Not right last time.')).toHaveLength(2);
  });

  it('shows a passed check as done, with the right answers and no form', () => {
    renderModules([
      module({
        done: true,
        check: check({
          passed: true,
          attempts_used: 2,
          attempts_left: 1,
          best: { right: 3, total: 3 },
          right_answers: [['[1, 2]'], ['def'], ['2', 'two']],
        }),
      }),
    ]);
    const section = screen.getByRole('region', { name: 'Check of understanding' });
    expect(section.textContent).toContain('Passed: 3 of 3 right.');
    expect(section.textContent).toContain('2 / two');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(screen.getByText('Done')).toBeTruthy();
  });

  it('keeps Mark as done for a module without a check', () => {
    renderModules([module({ check: null })]);
    expect(screen.getByRole('button', { name: 'Mark as done: module 2' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Check of understanding' })).toBeNull();
  });
});
