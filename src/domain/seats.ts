import { nameField } from './fields.ts';
import { z } from './zod.ts';

/**
 * A seat a company bought for a learner, as the learner's link opens it: where it stands, and
 * what taking it gives.
 */

const token = z.string({ error: 'This seat link is not valid.' }).min(20).max(100);

/** GET /api/seats/:token/ */
export const seatTokenParamsSchema = z.object({ token });

/** 'open': it may be taken; 'taken': a learner took it; 'withdrawn': its line was refunded. */
export const SEAT_STATES = ['open', 'taken', 'withdrawn'] as const;
export type SeatState = (typeof SEAT_STATES)[number];

export const seatLookupSchema = z.object({
  /** The address it was given to: only an account that proved it may take it. */
  email: z.string(),
  /** Who bought it. */
  company: z.string(),
  program: z.string(),
  plan: z.string(),
  state: z.enum(SEAT_STATES),
  /** The signed-in account is the one that took it. */
  yours: z.boolean(),
  /** Where taking it now puts the learner: the next cohort with a seat, or 'Self-paced'. */
  placement: z.string(),
  /** The program's space, where a learner who took it goes. */
  learn_path: z.string(),
});
export type SeatLookup = z.infer<typeof seatLookupSchema>;

/** POST /api/seats/claim/: the name is the one the learner's certificate will print. */
export const seatClaimSchema = z.object({ token, name: nameField });
export type SeatClaimRequest = z.infer<typeof seatClaimSchema>;

export const seatClaimedSchema = z.object({
  program: z.string(),
  plan: z.string(),
  /** The cohort the learner joined, in words, or 'Self-paced'. */
  placement: z.string(),
  learn_path: z.string(),
});
export type SeatClaimed = z.infer<typeof seatClaimedSchema>;
