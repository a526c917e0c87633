import { clockField, dayField, recordId } from '../delivery/fields.ts';
import { z } from '../zod.ts';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export const LEAVE_REASON_MAX = 200;

/** POST /api/mentoring/availability/blocks/ — weekly hours, India time. */
export const newBlockSchema = z
  .object({
    weekday: z.coerce
      .number({ error: 'Choose a day of the week.' })
      .int({ error: 'Choose a day of the week.' })
      .min(0, { error: 'Choose a day of the week.' })
      .max(6, { error: 'Choose a day of the week.' }),
    start: clockField,
    end: clockField,
  })
  .refine((block) => minutesOf(block.end) > minutesOf(block.start), {
    error: 'The end must be after the start.',
    path: ['end'],
  })
  .transform((block) => ({
    weekday: block.weekday,
    start_minute: minutesOf(block.start),
    end_minute: minutesOf(block.end),
  }));
export type NewBlock = z.input<typeof newBlockSchema>;

/** POST /api/mentoring/availability/leave/ — days away, both included. */
export const newLeaveSchema = z
  .object({
    starts_on: dayField('first day'),
    ends_on: dayField('last day'),
    reason: z
      .string()
      .trim()
      .max(LEAVE_REASON_MAX, { error: `Keep the reason to ${LEAVE_REASON_MAX} characters.` })
      .default(''),
  })
  .refine((leave) => leave.ends_on >= leave.starts_on, {
    error: 'The last day cannot be before the first.',
    path: ['ends_on'],
  });
export type NewLeave = z.input<typeof newLeaveSchema>;

export const availabilityItemParamsSchema = z.object({ id: recordId('There is no such entry.') });

export const availabilityBlockSchema = z.object({
  id: z.number().int(),
  weekday: z.number().int(),
  start_minute: z.number().int(),
  end_minute: z.number().int(),
});
export type AvailabilityBlock = z.infer<typeof availabilityBlockSchema>;

export const leaveSchema = z.object({
  id: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  reason: z.string(),
});
export type Leave = z.infer<typeof leaveSchema>;

/** GET /api/mentoring/availability/ — the signed-in mentor's own. */
export const availabilitySchema = z.object({
  blocks: z.array(availabilityBlockSchema),
  /** Leave that has not ended yet, soonest first. */
  leave: z.array(leaveSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;
