import { Link } from 'react-router';
import type { StaffReview } from '../../../../domain/staff/reviews.ts';
import { StarRating } from '../../../components/star-rating.tsx';
import { staffColumnHelper } from '../list/data-table.tsx';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';
import { DateTime } from '../ui/dates.tsx';
import { ReviewStateBadge } from '../ui/status-badges.tsx';

const helper = staffColumnHelper<StaffReview>();

const readColumns = [
  helper.accessor('program_name', {
    header: 'Program',
    meta: { rowHeader: true },
  }),
  helper.accessor('user_name', {
    header: 'Author',
    cell: ({ row }) =>
      row.original.user_id === null ? (
        row.original.user_name
      ) : (
        <Link
          to={`/staff/learners/${row.original.user_id}`}
          className="text-brand-700 hover:underline"
        >
          {row.original.user_name}
        </Link>
      ),
  }),
  helper.accessor('rating', {
    header: 'Rating',
    cell: (info) => <StarRating value={info.getValue()} />,
  }),
  helper.accessor('comment', {
    header: 'Comment',
    // Long comments are cut to three lines on screen; screen readers still read them whole.
    cell: (info) => <p className="line-clamp-3 max-w-md min-w-56">{info.getValue()}</p>,
  }),
  helper.accessor('created_at', {
    header: 'Date',
    cell: (info) => (
      <span className="whitespace-nowrap">
        <DateTime iso={info.getValue()} dateOnly />
      </span>
    ),
  }),
  helper.accessor('hidden_at', {
    header: 'State',
    cell: (info) => <ReviewStateBadge hiddenAt={info.getValue()} />,
  }),
];

export const reviewColumns = helper.columns(readColumns);

export interface ReviewModeration {
  busyId: number | null;
  onToggle: (review: StaffReview) => void;
  /** Absent for a role that may not delete reviews: the owner's alone. */
  onDelete: ((review: StaffReview) => void) | undefined;
}

/** The same columns with Hide or Restore, and Delete, for those who moderate. */
export const moderatedReviewColumns = (moderation: ReviewModeration) =>
  helper.columns([
    ...readColumns,
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const review = row.original;
        const who = `the review by ${review.user_name}`;
        return (
          <span className="flex gap-2">
            <button
              type="button"
              disabled={moderation.busyId === review.id}
              aria-label={`${review.hidden_at ? 'Restore' : 'Hide'} ${who}`}
              className={smallButtonClass}
              onClick={() => moderation.onToggle(review)}
            >
              {review.hidden_at ? 'Restore' : 'Hide'}
            </button>
            {moderation.onDelete ? (
              <button
                type="button"
                aria-haspopup="dialog"
                disabled={moderation.busyId === review.id}
                aria-label={`Delete ${who}`}
                className={smallDangerButtonClass}
                onClick={() => moderation.onDelete?.(review)}
              >
                Delete
              </button>
            ) : null}
          </span>
        );
      },
    }),
  ]);
