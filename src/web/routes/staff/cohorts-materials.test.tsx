// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProgramMaterials } from '../../../domain/delivery/materials.ts';
import type { ProgramChecks } from '../../../domain/delivery/module-checks.ts';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { renderConsoleRoute } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffCohortMaterials, * as route from './cohorts-materials.tsx';
import type { Route } from './+types/cohorts-materials.ts';

const fetchSpy = stubFetchPerTest();

const materials: ProgramMaterials = {
  program: 'python',
  program_name: 'Python',
  modules: [
    { title: 'Python Basics', materials: [] },
    { title: 'Data Structures and Functions', materials: [] },
  ],
};
const checks = (check: ProgramChecks['modules'][number]['check']): ProgramChecks => ({
  program: 'python',
  program_name: 'Python',
  modules: [
    { index: 0, title: 'Python Basics', check: null },
    { index: 1, title: 'Data Structures and Functions', check },
  ],
});

function renderMaterials() {
  renderConsoleRoute(
    {
      path: '/staff/cohorts/materials/:program',
      Component: StaffCohortMaterials as never,
      loader: (args: LoaderFunctionArgs) =>
        route.clientLoader(args as unknown as Route.ClientLoaderArgs),
      action: (args: ActionFunctionArgs) =>
        route.clientAction(args as unknown as Route.ClientActionArgs),
    },
    '/staff/cohorts/materials/python',
    fx.ownerProfile,
  );
}

describe('Checks of understanding on the materials screen', () => {
  it('writes a check for a module, checked first with the server’s rules', async () => {
    const saved = checks({
      version: 1,
      pass_percent: 60,
      max_attempts: 3,
      questions: [{ kind: 'short', prompt: 'Keyword for a function?', accepted: ['def'] }],
      updated_at: '2026-12-05T10:00:00.000Z',
    });
    fetchSpy.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/cohorts/materials/')) return Response.json(materials);
      if (init?.method === 'PUT') return Response.json(saved);
      return Response.json(
        fetchSpy.mock.calls.some((c) => c[1]?.method === 'PUT') ? saved : checks(null),
      );
    });
    renderMaterials();
    fireEvent.click(await screen.findByRole('button', { name: 'Write a check of module 2' }));
    const form = screen.getByRole('form', { name: 'Check of module 2' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save check' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Question 1: Write the question.',
    );

    fireEvent.change(within(form).getByLabelText('Question 1 text'), {
      target: { value: 'Keyword for a function?' },
    });
    fireEvent.change(within(form).getByLabelText('Question 1 kind'), {
      target: { value: 'short' },
    });
    fireEvent.change(within(form).getByLabelText('Accepted answer 1'), {
      target: { value: 'def' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save check' }));
    expect(await screen.findByText('The check of module 2 is saved.')).toBeTruthy();
    const put = fetchSpy.mock.calls.find((c) => c[1]?.method === 'PUT')!;
    expect(put[0]).toBe('/api/cohorts/checks/python/1/');
    expect(JSON.parse(put[1]!.body as string)).toEqual({
      version: null,
      pass_percent: 60,
      max_attempts: 3,
      questions: [{ kind: 'short', prompt: 'Keyword for a function?', accepted: ['def'] }],
    });
    expect(
      await screen.findByText(
        '1 question · pass mark 60% · 3 attempts. Passing it marks the module done.',
      ),
    ).toBeTruthy();
  });
});
