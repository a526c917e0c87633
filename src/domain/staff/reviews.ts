import { z } from '../zod.ts';
import { listQueryFields, pageOf } from './list-query.ts';

export const REVIEW_VISIBILITY = ['all', 'visible', 'hidden'] as const;

/** GET /api/staff/reviews/ */
export const staffReviewQuerySchema = z.object({
  ...listQueryFields,
  program: z.string().trim().max(120).optional(),
  rating: z.coerce
    .number({ error: 'rating is 1 to 5.' })
    .int({ error: 'rating is 1 to 5.' })
    .min(1, { error: 'rating is 1 to 5.' })
    .max(5, { error: 'rating is 1 to 5.' })
    .optional(),
  visibility: z
    .enum(REVIEW_VISIBILITY, { error: 'visibility is all, visible or hidden.' })
    .default('all'),
});
export type StaffReviewQuery = z.infer<typeof staffReviewQuerySchema>;

export const staffReviewSchema = z.object({
  id: z.number().int(),
  /** The program's slug, and its name as people read it. */
  program: z.string(),
  program_name: z.string(),
  user_name: z.string(),
  user_id: z.number().int().nullable(),
  comment: z.string(),
  rating: z.number().int(),
  created_at: z.string(),
  /** Set while the review is hidden from the public. */
  hidden_at: z.string().nullable(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;
export const staffReviewPageSchema = pageOf(staffReviewSchema);

export const reviewParamsSchema = z.object({
  id: z.coerce.number({ error: 'No such review.' }).int().positive().max(2_147_483_647),
});
