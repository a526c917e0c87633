import { dayField, optionalHttpsLinkField, reasonField, recordId } from '../delivery/fields.ts';
import { waitingQuestionSchema } from '../delivery/questions.ts';
import { learnProgramParamsSchema } from '../learner-space.ts';
import { z } from '../zod.ts';
import { BOOKING_KINDS } from './entitlements.ts';

const kindField = z.enum(BOOKING_KINDS, { error: 'Choose mentorship or career guidance.' });
const startField = z.iso.datetime({ error: 'Choose one of the free times.' });

export const TAKEN = 'That time was just taken. Choose another.';
export const TOO_LATE = 'Sessions can be changed until 12 hours before they start.';

/** GET /api/learn/:program/mentoring/slots?kind=&day= */
export const slotsQuerySchema = z.object({ kind: kindField, day: dayField('day') });

export const slotSchema = z.object({
  mentor_id: z.number().int(),
  mentor_name: z.string(),
  starts_at: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotsSchema = z.object({
  kind: kindField,
  day: z.string(),
  minutes: z.number().int(),
  /** In time order; a time two mentors share is listed once for each. */
  slots: z.array(slotSchema),
});
export type Slots = z.infer<typeof slotsSchema>;

/** POST /api/learn/:program/mentoring/bookings */
export const newBookingSchema = z.object({
  kind: kindField,
  mentor_id: recordId('Choose one of the free times.'),
  starts_at: startField,
});
export type NewBooking = z.infer<typeof newBookingSchema>;

/** POST /api/learn/:program/mentoring/bookings/:id/move — same kind, a new time. */
export const moveBookingSchema = newBookingSchema.omit({ kind: true });
export type MoveBooking = z.infer<typeof moveBookingSchema>;

export const learnBookingParamsSchema = learnProgramParamsSchema.extend({
  id: recordId('There is no such booking.'),
});
export const bookingParamsSchema = z.object({ id: recordId('There is no such booking.') });

/** POST /api/mentoring/bookings/:id/cancel — the mentor says why; the learner reads it. */
export const mentorCancelSchema = z.object({ reason: reasonField });

/** PATCH /api/mentoring/bookings/:id — an empty link removes it. */
export const meetingLinkSchema = z.object({ meeting_url: optionalHttpsLinkField });

export const learnerBookingSchema = z.object({
  id: z.number().int(),
  kind: kindField,
  mentor_name: z.string(),
  starts_at: z.string(),
  minutes: z.number().int(),
  status: z.enum(['booked', 'cancelled']),
  meeting_url: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** Still more than 12 hours away: it can be moved or cancelled. */
  changeable: z.boolean(),
  ended: z.boolean(),
  calendar_url: z.string(),
});
export type LearnerBooking = z.infer<typeof learnerBookingSchema>;

export const allowanceSchema = z.object({
  kind: kindField,
  sessions: z.number().int(),
  minutes: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
});
export type Allowance = z.infer<typeof allowanceSchema>;

/** GET /api/learn/:program/mentoring/ — what the plan gives and what the learner booked. */
export const mentoringSchema = z.object({
  /** The kinds the plan includes; empty for Basic. */
  allowances: z.array(allowanceSchema),
  /** Newest last; cancelled ones too, with their reason. */
  bookings: z.array(learnerBookingSchema),
  /** The IST days open for booking, today first. */
  days: z.array(z.string()),
});
export type Mentoring = z.infer<typeof mentoringSchema>;

export const dayItemSchema = z.object({
  type: z.enum(['session', 'booking']),
  id: z.number().int(),
  starts_at: z.string(),
  minutes: z.number().int(),
  program: z.string(),
  program_name: z.string(),
  /** A session's topic, or the booking's kind in words. */
  title: z.string(),
  /** Bookings only. */
  kind: kindField.nullable(),
  learner_name: z.string().nullable(),
  meeting_url: z.string().nullable(),
  /** Sessions only: their cohort, for the link to the session's page. */
  cohort_id: z.number().int().nullable(),
  webinar: z.boolean(),
  changeable: z.boolean(),
});
export type DayItem = z.infer<typeof dayItemSchema>;

/** GET /api/mentoring/my-day/ — today and the next 7 days. */
export const mentorDaySchema = z.object({
  days: z.array(z.object({ day: z.string(), items: z.array(dayItemSchema) })),
  /** Learners' questions waiting for an answer, oldest first: the mentor's cohorts, or all for staff. */
  questions: z.array(waitingQuestionSchema),
});
export type MentorDay = z.infer<typeof mentorDaySchema>;
