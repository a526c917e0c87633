import { useCallback, useState } from 'react';
import type { StaffReview } from '../../../../domain/staff/reviews.ts';
import { failureMessage } from '../../../api/client.ts';
import { deleteStaffReview, hideReview, restoreReview } from '../api/reviews-api.ts';
import type { StaffReviewPage } from '../api/reviews-api.ts';
import type { NoticeMessage } from '../ui/notice.tsx';

/** Hide, restore and delete, with what each did to say; the list changes in place. */
export function useReviewModeration(
  update: (change: (page: StaffReviewPage) => StaffReviewPage) => void,
) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const [deleting, setDeleting] = useState<StaffReview | null>(null);

  const toggle = useCallback(
    async (review: StaffReview) => {
      setMessage(null);
      setBusyId(review.id);
      const result = await (review.hidden_at ? restoreReview : hideReview)(review.id);
      setBusyId(null);
      if (!result.ok) {
        setMessage({ tone: 'error', text: failureMessage(result, 'The review was not changed.') });
        return;
      }
      const changed = result.data;
      update((page) => ({
        ...page,
        results: page.results.map((r) => (r.id === changed.id ? changed : r)),
      }));
      setMessage({
        tone: 'success',
        text: `The review by ${changed.user_name} is ${changed.hidden_at ? 'hidden from' : 'shown to'} the public.`,
      });
    },
    [update],
  );

  const askToDelete = useCallback((review: StaffReview) => {
    setMessage(null);
    setDeleting(review);
  }, []);

  /** For the confirmation: null when deleted, or why not. */
  const confirmDelete = async (review: StaffReview): Promise<string | null> => {
    const result = await deleteStaffReview(review.id);
    if (!result.ok) return failureMessage(result, 'The review was not deleted.');
    update((page) => ({
      ...page,
      results: page.results.filter((r) => r.id !== review.id),
      count: page.count - 1,
    }));
    setMessage({
      tone: 'success',
      text: `The review by ${review.user_name} is deleted.`,
      takeFocus: true,
    });
    return null;
  };

  return {
    busyId,
    message,
    deleting,
    toggle,
    askToDelete,
    confirmDelete,
    closeDelete: () => setDeleting(null),
  };
}
