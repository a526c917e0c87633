import { findProgram } from './catalogue/programs.ts';
import { COMMENT_MAX } from './field-limits.ts';
import { personNameField } from './fields.ts';
import { z } from './zod.ts';

/** The one message of the review form, whatever is missing (the product spec's words). */
export const REVIEW_INCOMPLETE = 'Please fill all fields and select a valid rating (1-5).';
export const PAGE_SIZE_DEFAULT = 4;
export const PAGE_SIZE_MAX = 50;

/** A visitor's name under their review: the rules of an account's name, with the form's message. */
const reviewerNameField = personNameField(REVIEW_INCOMPLETE);

/**
 * POST /api/program-reviews/. `user_name` is required of visitors only; a signed-in account's
 * review carries its username whatever `user_name` says.
 */
export const reviewSubmissionSchema = z.object(
  {
    program: z
      .string({ error: 'Choose the program you are reviewing.' })
      .refine((key) => findProgram(key) !== undefined, {
        error: 'Choose the program you are reviewing.',
      }),
    user_name: reviewerNameField.optional(),
    comment: z
      .string({ error: REVIEW_INCOMPLETE })
      .trim()
      .min(1, { error: REVIEW_INCOMPLETE })
      .max(COMMENT_MAX, { error: `Keep the review under ${COMMENT_MAX} characters.` }),
    rating: z
      .number({ error: REVIEW_INCOMPLETE })
      .int({ error: REVIEW_INCOMPLETE })
      .min(1, { error: REVIEW_INCOMPLETE })
      .max(5, { error: REVIEW_INCOMPLETE }),
    /** Hidden from people; a bot that fills every field fills this one too. */
    website: z.string().optional(),
  },
  { error: 'Send the review as a JSON object.' },
);
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** The review form in the browser: a visitor's name is required there. */
export const reviewFormSchema = z.object({
  user_name: reviewerNameField,
  comment: reviewSubmissionSchema.shape.comment,
  rating: reviewSubmissionSchema.shape.rating,
});

/**
 * A paging value: absent is the default, and anything that is not a whole number from 1 falls
 * back to it too, rather than failing; past `max` it is `max` (checked cheaply: this runs on
 * every list request).
 */
const pagingValue = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .refine((n) => n >= 1)
    .optional()
    .catch(undefined)
    .transform((n) => Math.min(n ?? fallback, max));

/** GET /api/program-reviews/ query. A program that is not one (or not a string) has no reviews. */
export const reviewListQuerySchema = z.object({
  program: z.string().default('').catch(''),
  page: pagingValue(1_000_000, 1),
  page_size: pagingValue(PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
  /** '1': only reviews by verified learners; anything else: all. */
  verified: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => value === '1'),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  comment: z.string(),
  rating: z.number().int(),
  created_at: z.string(),
  /** Written by an account enrolled in the program, or that paid for it. */
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A program's page comes with its newest reviews: a page of 4, the wide screen's page size (a
 * phone's is 3, and hides the fourth).
 */
export const FIRST_REVIEWS = 4;

export const reviewPageSchema = z.object({ results: z.array(reviewSchema), count: z.number() });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const programRatingsSchema = z.object({
  ratings: z.record(
    z.string(),
    z.object({ average: z.number(), count: z.number().int().positive() }),
  ),
});

/** The message when a visitor signs a review with the name of an account. */
export const NAME_OF_AN_ACCOUNT =
  'That name belongs to an account. Log in to review as yourself, or use another name.';
