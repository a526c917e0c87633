import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { COMMENT_MAX, LIMITS } from '../../../domain/field-limits.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextAreaField, TextField } from '../../components/form-field.tsx';
import { useRouteChange } from '../../lib/use-route-change.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { reviewsPath, type ReviewChange } from './review-changes.ts';
import { ratingChosenEarly, StarInput } from './star-input.tsx';

interface Props {
  program: string;
  /** A signed-in user's name: filled in and not editable. */
  accountName: string | undefined;
  /**
   * Whether what is drawn above the form has arrived. On a phone the list stands above it, and
   * its arrival moves the form down: a tap on 'Submit review' at that moment would land beside
   * it and be lost, so the button waits, visibly, until the list is in place.
   */
  settled: boolean;
  onSubmitted: () => void;
}

interface ReviewValues {
  user_name: string;
  comment: string;
  rating: number | null;
  /** For bots only: people never see or reach this field. */
  website: string;
}

const EMPTY: ReviewValues = { user_name: '', comment: '', rating: null, website: '' };
/** The fields in the order the form shows them: the first one wrong is the one named. */
const ORDER = ['user_name', 'comment', 'rating'] as const;

type Message = { tone: 'success' | 'error'; text: string } | null;

/**
 * Checks the review with the domain schema, fetched (and zod with it) when a review is first
 * sent, not with the page. A signed-in account's review carries its own name: the server puts
 * it there, so the name is not checked.
 */
function reviewResolver(signedIn: boolean): Resolver<ReviewValues> {
  return async (values, context, options) => {
    const [{ reviewFormSchema }] = await Promise.all([
      import('../../../domain/reviews.ts'),
      import('../../lib/reserve-site-name.ts'),
    ]);
    const schema = signedIn ? reviewFormSchema.omit({ user_name: true }) : reviewFormSchema;
    const check = zodResolver(schema) as unknown as Resolver<ReviewValues>;
    const { errors } = await check({ ...values, rating: values.rating ?? null }, context, options);
    // Checked, the values are sent as typed (the honeypot too, which the schema does not know).
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

export function ReviewForm({ program, accountName, settled, onSubmitted }: Props) {
  const [message, setMessage] = useState<Message>(null);
  const [earlyRating] = useState(ratingChosenEarly);
  const form = useForm<ReviewValues>({
    resolver: reviewResolver(accountName !== undefined),
    defaultValues: { ...EMPTY, rating: earlyRating },
    reValidateMode: 'onSubmit',
  });
  const { register, control, formState, clearErrors, handleSubmit, reset, setError, setFocus } =
    form;
  const { errors, isSubmitting } = formState;
  const firstProblem = ORDER.map((name) => errors[name]?.message).find(Boolean);
  const shown: Message = firstProblem ? { tone: 'error', text: firstProblem } : message;

  const edited = () => {
    clearErrors();
    if (message?.tone === 'error') setMessage(null);
  };

  const post = useRouteChange<ReviewChange>(
    (answer) => {
      if (answer.ok) {
        reset({ ...EMPTY, user_name: form.getValues('user_name') });
        setMessage({ tone: 'success', text: answer.message });
        onSubmitted();
      } else if (answer.field === 'user_name') {
        setError('user_name', { message: answer.error });
        setFocus('user_name');
      } else {
        setMessage({ tone: 'error', text: answer.error });
      }
    },
    { action: reviewsPath(program) },
  );

  const onSubmit = handleSubmit(async ({ user_name, comment, rating, website }) => {
    setMessage(null);
    await post.send({
      intent: 'post',
      comment,
      rating: rating!,
      website,
      ...(accountName === undefined ? { user_name } : {}),
    });
  });

  const name = register('user_name', { onChange: edited });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Write a review"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h3 className="text-lg font-bold text-ink">Write a review</h3>
      {accountName === undefined ? (
        <TextField
          label="Name"
          autoComplete="name"
          required
          maxLength={LIMITS.name}
          aria-invalid={errors.user_name ? true : undefined}
          {...name}
        />
      ) : (
        <TextField label="Name" autoComplete="name" required value={accountName} readOnly />
      )}
      <TextAreaField
        label="Review"
        required
        rows={4}
        maxLength={COMMENT_MAX}
        aria-invalid={errors.comment ? true : undefined}
        {...register('comment', { onChange: edited })}
      />
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarInput
            value={field.value}
            invalid={Boolean(errors.rating)}
            onChange={(n) => {
              field.onChange(n);
              edited();
            }}
          />
        )}
      />
      <div aria-hidden className="hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      {shown ? <Alert tone={shown.tone}>{shown.text}</Alert> : null}
      <div>
        <Button type="submit" disabled={isSubmitting || post.busy} waiting={!settled}>
          {isSubmitting || post.busy ? 'Submitting...' : 'Submit review'}
        </Button>
      </div>
    </form>
  );
}
