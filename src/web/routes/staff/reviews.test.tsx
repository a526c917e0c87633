// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StaffReview } from '../../../domain/staff/reviews.ts';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { renderConsoleRoute, stubModalDialogs } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffReviews, { ErrorBoundary, clientAction, clientLoader } from './reviews.tsx';
import type { Route } from './+types/reviews.ts';

const fetchSpy = stubFetchPerTest();
stubModalDialogs();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

/** The reviews API, with its page as it is now; a deletion answers `deleted`. */
function api(deleted = () => new Response(null, { status: 204 })) {
  let reviews: StaffReview[] = fx.reviewPage.results;
  fetchSpy.mockImplementation(async (input, init) => {
    const path = String(input);
    const hide = /^\/api\/staff\/reviews\/(\d+)\/(hide|restore)\/$/.exec(path);
    if (init?.method === 'POST' && hide) {
      const hidden_at = hide[2] === 'hide' ? '2026-11-24T10:00:00Z' : null;
      reviews = reviews.map((r) => (r.id === Number(hide[1]) ? { ...r, hidden_at } : r));
      return Response.json(reviews.find((r) => r.id === Number(hide[1])));
    }
    if (init?.method === 'DELETE') {
      const answer = deleted();
      if (answer.ok) reviews = reviews.filter((r) => path !== `/api/staff/reviews/${r.id}/`);
      return answer;
    }
    return Response.json({ ...fx.reviewPage, results: reviews, count: reviews.length });
  });
}

const renderReviews = () =>
  renderConsoleRoute(
    { path: '/staff/reviews', Component: StaffReviews, ErrorBoundary, loader, action },
    '/staff/reviews',
    fx.ownerProfile,
  );

describe('moderating reviews', () => {
  it('hides a review and says so; the list, read again, shows it hidden', async () => {
    api();
    renderReviews();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide the review by Asha Rao' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The review by Asha Rao is hidden from the public.',
      ),
    );
    expect(
      await screen.findByRole('button', { name: 'Restore the review by Asha Rao' }),
    ).toBeTruthy();
  });

  it('deletes a review once confirmed; a refusal is shown in the dialog', async () => {
    let refuse = true;
    api(() =>
      refuse
        ? Response.json({ error: 'The review could not be found.' }, { status: 404 })
        : new Response(null, { status: 204 }),
    );
    renderReviews();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the review by Asha Rao' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this review?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete review' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('The review could not be found.');

    refuse = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('The review by Asha Rao is deleted.');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete the review by Asha Rao' })).toBeNull(),
    );
  });
});
