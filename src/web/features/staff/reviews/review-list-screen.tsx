import { useMemo, useState, type ReactNode } from 'react';
import { can } from '../../../../domain/roles.ts';
import { staffReviewQuerySchema, type StaffReview } from '../../../../domain/staff/reviews.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import type { StaffReviewPage } from '../api/reviews-api.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { Notice, noticeOf, type NoticeMessage } from '../ui/notice.tsx';
import { moderatedReviewColumns, reviewColumns } from './review-columns.tsx';
import type { ReviewChange } from './review-changes.ts';
import { ReviewFilters } from './review-filters.tsx';

/** Every review, hidden ones included: the filters above `children` (the table). */
export function ReviewListScreen({ children }: { children: ReactNode }) {
  const { query, setFilters, filtered } = useListQuery(staffReviewQuerySchema);
  return (
    <StaffPage title="Reviews" intro="Hidden reviews stay here and can be restored.">
      <ReviewFilters query={query} filtered={filtered} setFilters={setFilters} />
      {children}
    </StaffPage>
  );
}

/**
 * The page of reviews the route's clientLoader fetched; staff who moderate hide, restore and
 * delete them here, and the page is then loaded again.
 */
export function ReviewTable({ page }: { page: StaffReviewPage }) {
  const profile = useStaffProfile();
  const { pageSearch, filtered } = useListQuery(staffReviewQuerySchema);
  const toggle = useRouteChange<ReviewChange>();
  const { send: sendToggle, forget: forgetToggle } = toggle;
  const [deleting, setDeleting] = useState<StaffReview | null>(null);
  // A deletion's notice; a hide or restore's comes from its answer. Starting either drops the other's.
  const [deleted, setDeleted] = useState<NoticeMessage | null>(null);
  const busyId = toggle.sending && toggle.sending.intent !== 'delete' ? toggle.sending.id : null;
  const moderates = can(profile.role, 'moderate-reviews');
  const deletes = can(profile.role, 'delete-reviews');

  const columns = useMemo(
    () =>
      moderates
        ? moderatedReviewColumns({
            busyId,
            onToggle: (review) => {
              setDeleted(null);
              void sendToggle({ intent: review.hidden_at ? 'restore' : 'hide', id: review.id });
            },
            onDelete: deletes
              ? (review) => {
                  forgetToggle();
                  setDeleted(null);
                  setDeleting(review);
                }
              : undefined,
          })
        : reviewColumns,
    [moderates, deletes, busyId, sendToggle, forgetToggle],
  );

  return (
    <>
      <Notice message={deleted ?? noticeOf(toggle.answer)} />
      <PagedTable
        label="Reviews"
        noun="reviews"
        page={page}
        columns={columns}
        rowId={(review) => String(review.id)}
        filtered={filtered}
        pageSearch={pageSearch}
      />
      {deleting ? (
        <ActionDialog
          title="Delete this review?"
          confirmLabel="Delete review"
          busyLabel="Deleting..."
          danger
          change={{ intent: 'delete', id: deleting.id, user_name: deleting.user_name }}
          onDone={(answer) => {
            setDeleting(null);
            // The row and its buttons are gone: focus comes to the notice.
            setDeleted({ tone: 'success', text: answer.message, takeFocus: true });
          }}
          onClose={() => setDeleting(null)}
        >
          <p>
            The review by {deleting.user_name} of {deleting.program_name} is removed for good. To
            take it off the site but keep it, hide it instead.
          </p>
          <blockquote className="mt-3 line-clamp-4 rounded-control border border-line bg-surface px-4 py-3">
            {deleting.comment}
          </blockquote>
        </ActionDialog>
      ) : null}
    </>
  );
}
