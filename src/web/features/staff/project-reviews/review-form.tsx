import { useState, type FormEvent } from 'react';
import {
  COMMENT_MAX,
  reviewSchema,
  type ReviewDecision,
} from '../../../../domain/projects/submissions.ts';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import type { useRouteChange } from '../../../lib/use-route-change.ts';
import type { ReviewRequest } from './review-changes.ts';

/**
 * 'Accepted' or 'Changes needed', with a comment: required when asking for changes. The screen
 * holds the change, so that its answer stays once the form is gone with the decision.
 */
export function ReviewForm({
  id,
  change,
}: {
  id: number;
  change: ReturnType<typeof useRouteChange<ReviewRequest>>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<ReviewDecision | null>(null);

  const decide = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value as ReviewDecision;
    const comment = String(new FormData(event.currentTarget).get('comment') ?? '');
    const review = reviewSchema.safeParse({ decision, comment });
    if (!review.success) return setProblem(review.error.issues[0]?.message ?? null);
    setProblem(null);
    setSent(decision);
    void change.send({ id, review: review.data });
  };

  return (
    <form noValidate onSubmit={decide} aria-label="Review" className="flex flex-col gap-4">
      <TextAreaField
        label="Comment for the learner (required for Changes needed)"
        name="comment"
        maxLength={COMMENT_MAX}
        error={problem ?? undefined}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="decision" value="accepted" disabled={change.busy}>
          {change.busy && sent === 'accepted' ? 'Saving...' : 'Accepted'}
        </Button>
        <Button
          type="submit"
          name="decision"
          value="changes_needed"
          variant="secondary"
          disabled={change.busy}
        >
          {change.busy && sent === 'changes_needed' ? 'Saving...' : 'Changes needed'}
        </Button>
      </div>
    </form>
  );
}
