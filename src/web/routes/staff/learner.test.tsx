// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import type { EnrolmentCertificate } from '../../../domain/certificates/certificates.ts';
import { renderConsoleRoute } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffLearner, { ErrorBoundary, clientAction, clientLoader } from './learner.tsx';
import type { Route } from './+types/learner.ts';

const fetchSpy = stubFetchPerTest();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const id = fx.learnerDetail.id;
const CERTIFICATES = `/api/cohorts/learners/${id}/certificates/`;

/** A self-paced learner who has done everything the rule asks. */
const complete: EnrolmentCertificate = {
  enrolment_id: 31,
  learner_id: id,
  name: 'Asha Rao',
  program: 'Python',
  plan: 'Basic Plan',
  completion: {
    met: true,
    conditions: [{ key: 'modules', met: true, words: 'All 8 modules done' }],
  },
  certificate: null,
};

describe("a learner's programs and certificates", () => {
  it('issues the certificate of a self-paced learner who completed, and shows it', async () => {
    let current = complete;
    fetchSpy.mockImplementation(async (input, init) => {
      if (input === `/api/staff/learners/${id}/`) return Response.json(fx.learnerDetail);
      if (input === CERTIFICATES) return Response.json({ results: [current] });
      if (input === '/api/cohorts/enrolments/31/certificate/' && init?.method === 'POST') {
        const issued = {
          number: 'MC-7K3Q-9XTD-2M8F',
          completed_on: '2026-11-27',
          issued_by_name: 'Meera Owner',
          revoked: null,
          pdf_url: '/api/certificates/MC-7K3Q-9XTD-2M8F/certificate.pdf',
        };
        current = { ...complete, certificate: issued };
        return Response.json(issued, { status: 201 });
      }
      throw new Error(`Not in this test: ${String(input)}`);
    });
    renderConsoleRoute(
      { path: '/staff/learners/:id', Component: StaffLearner, ErrorBoundary, loader, action },
      `/staff/learners/${id}`,
      fx.ownerProfile,
    );
    expect(await screen.findByText('Programs and certificates')).toBeTruthy();
    expect(screen.getByText('Completed the program')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(
      await screen.findByText("Asha Rao's certificate MC-7K3Q-9XTD-2M8F is issued and mailed."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'MC-7K3Q-9XTD-2M8F' }).getAttribute('href')).toBe(
      '/certificates/MC-7K3Q-9XTD-2M8F',
    );
  });
});
