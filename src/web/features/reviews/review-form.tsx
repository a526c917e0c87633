import { useState, type FormEvent } from 'react';
import { COMMENT_MAX, LIMITS } from '../../../domain/field-limits.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextAreaField, TextField } from '../../components/form-field.tsx';
import { submitReview } from './reviews-api.ts';
import { StarInput } from './star-input.tsx';

interface Props {
  program: string;
  /** A signed-in user's name: filled in and not editable. */
  accountName: string | undefined;
  onSubmitted: () => void;
}

type Message = { tone: 'success' | 'error'; text: string } | null;

export function ReviewForm({ program, accountName, onSubmitted }: Props) {
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [website, setWebsite] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [invalid, setInvalid] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema, and zod with it, is fetched when a review is first sent, not with the page.
    const { reviewFormSchema } = await import('../../../domain/reviews.ts');
    // A signed-in account's review carries its own name: the server puts it there.
    const form =
      accountName == null ? reviewFormSchema : reviewFormSchema.omit({ user_name: true });
    const parsed = form.safeParse({ user_name: name, comment, rating: rating ?? undefined });
    if (!parsed.success) {
      setInvalid(true);
      setMessage({ tone: 'error', text: parsed.error.issues[0]!.message });
      return;
    }
    setBusy(true);
    setMessage(null);
    const result = await submitReview({ program, ...parsed.data, website });
    setBusy(false);
    if (result.ok) {
      setComment('');
      setRating(null);
      setInvalid(false);
      setMessage({ tone: 'success', text: 'Thank you for your review!' });
      onSubmitted();
    } else if (result.kind === 'http' && result.status === 409 && result.error) {
      // The name is an account's: the one refusal a visitor can act on by changing it.
      setMessage({ tone: 'error', text: result.error });
    } else {
      setMessage({ tone: 'error', text: 'Failed to submit review.' });
    }
  };

  const edited = () => {
    setInvalid(false);
    if (message?.tone === 'error') setMessage(null);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Write a review"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h3 className="text-lg font-bold text-ink">Write a review</h3>
      <TextField
        label="Name"
        autoComplete="name"
        required
        maxLength={LIMITS.name}
        value={accountName ?? name}
        readOnly={accountName !== undefined}
        aria-invalid={invalid && !(accountName ?? name).trim() ? true : undefined}
        onChange={(event) => {
          setName(event.target.value);
          edited();
        }}
      />
      <TextAreaField
        label="Review"
        required
        rows={4}
        maxLength={COMMENT_MAX}
        value={comment}
        aria-invalid={invalid && !comment.trim() ? true : undefined}
        onChange={(event) => {
          setComment(event.target.value);
          edited();
        }}
      />
      <StarInput
        value={rating}
        invalid={invalid && rating === null}
        onChange={(n) => {
          setRating(n);
          edited();
        }}
      />
      {/* For bots only: people never see or reach this field. */}
      <div aria-hidden className="hidden">
        <label>
          Website
          <input
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </label>
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit review'}
        </Button>
      </div>
    </form>
  );
}
