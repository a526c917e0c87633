import { useMemo } from 'react';
import { can } from '../../../../domain/roles.ts';
import { staffReviewQuerySchema } from '../../../../domain/staff/reviews.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { fetchStaffReviews } from '../api/reviews-api.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Notice } from '../ui/notice.tsx';
import { moderatedReviewColumns, reviewColumns } from './review-columns.tsx';
import { ReviewFilters } from './review-filters.tsx';
import { useReviewModeration } from './use-review-moderation.ts';

/** Every review, hidden ones included; staff hide, restore and delete them here. */
export function ReviewListScreen() {
  const profile = useStaffProfile();
  const { query, setFilters, pageSearch, filtered } = useListQuery(staffReviewQuerySchema);
  const { state, update, reload } = useApiData(JSON.stringify(query), () =>
    fetchStaffReviews(query),
  );
  const moderation = useReviewModeration(update);
  const { busyId, toggle, askToDelete, deleting, message } = moderation;
  const moderates = can(profile.role, 'moderate-reviews');

  const columns = useMemo(
    () =>
      moderates
        ? moderatedReviewColumns({
            busyId,
            onToggle: (review) => void toggle(review),
            onDelete: askToDelete,
          })
        : reviewColumns,
    [moderates, busyId, toggle, askToDelete],
  );

  return (
    <StaffPage title="Reviews" intro="Hidden reviews stay here and can be restored.">
      <ReviewFilters query={query} filtered={filtered} setFilters={setFilters} />
      <Notice message={message} />
      <PagedTable
        label="Reviews"
        noun="reviews"
        data={state}
        onRetry={reload}
        columns={columns}
        rowId={(review) => String(review.id)}
        filtered={filtered}
        pageSearch={pageSearch}
      />
      {deleting ? (
        <ConfirmDialog
          title="Delete this review?"
          confirmLabel="Delete review"
          busyLabel="Deleting..."
          danger
          onClose={moderation.closeDelete}
          onConfirm={() => moderation.confirmDelete(deleting)}
        >
          <p>
            The review by {deleting.user_name} of {deleting.program_name} is removed for good. To
            take it off the site but keep it, hide it instead.
          </p>
          <blockquote className="mt-3 line-clamp-4 rounded-control border border-line bg-surface px-4 py-3">
            {deleting.comment}
          </blockquote>
        </ConfirmDialog>
      ) : null}
    </StaffPage>
  );
}
