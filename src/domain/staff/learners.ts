import { ROLES } from '../roles.ts';
import { z } from '../zod.ts';
import { listQueryFields, pageOf } from './list-query.ts';
import { staffOrderSummarySchema } from './orders.ts';
import { staffReviewSchema } from './reviews.ts';

/** GET /api/staff/learners/ */
export const learnerQuerySchema = z.object({
  ...listQueryFields,
  role: z.enum(ROLES, { error: 'role is learner, staff or owner.' }).optional(),
});

export const learnerSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  orders: z.number().int(),
  created_at: z.string(),
});
export type LearnerSummary = z.infer<typeof learnerSummarySchema>;
export const learnerPageSchema = pageOf(learnerSummarySchema);

/** A learner's page: contact details, orders and reviews. Never hashes, sessions or codes. */
export const learnerDetailSchema = learnerSummarySchema.extend({
  email_verified_at: z.string().nullable(),
  photo_url: z.string().nullable(),
  order_list: z.array(staffOrderSummarySchema),
  reviews: z.array(staffReviewSchema),
});
export type LearnerDetail = z.infer<typeof learnerDetailSchema>;

export const learnerParamsSchema = z.object({
  id: z.coerce.number({ error: 'No such learner.' }).int().positive().max(2_147_483_647),
});
