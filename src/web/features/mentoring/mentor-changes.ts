import { z } from '../../../domain/zod.ts';
import { answerOf, type Answer } from '../../lib/route-answer.ts';
import {
  addBlock,
  addLeave,
  cancelMentorBooking,
  removeBlock,
  removeLeave,
  setBookingLink,
} from './mentor-api.ts';

/** What the mentor's day screen asks its clientAction to do: `intent` says which change. */
const mentorChangeSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add-block'),
    block: z.object({ weekday: z.number(), start: z.string(), end: z.string() }),
  }),
  z.object({ intent: z.literal('remove-block'), id: z.number() }),
  z.object({
    intent: z.literal('add-leave'),
    leave: z.object({ starts_on: z.string(), ends_on: z.string(), reason: z.string() }),
  }),
  z.object({ intent: z.literal('remove-leave'), id: z.number() }),
  z.object({ intent: z.literal('link'), id: z.number(), meeting_url: z.string() }),
  z.object({ intent: z.literal('cancel'), id: z.number(), reason: z.string() }),
]);
export type MentorChange = z.infer<typeof mentorChangeSchema>;

/** Makes one change to the mentor's hours or bookings and says, in words, how it went. */
export async function changeMentorDay(request: Request): Promise<Answer> {
  const change = mentorChangeSchema.parse(await request.json());
  switch (change.intent) {
    case 'add-block':
      return answerOf(await addBlock(change.block), request, {
        done: () => 'The hours are added.',
        refused: 'The hours were not added.',
      });
    case 'remove-block':
      return answerOf(await removeBlock(change.id), request, {
        done: () => 'The hours are removed.',
        refused: 'The hours were not removed.',
      });
    case 'add-leave':
      return answerOf(await addLeave(change.leave), request, {
        done: () => 'The leave is added: no one can book you on those days.',
        refused: 'The leave was not added.',
      });
    case 'remove-leave':
      return answerOf(await removeLeave(change.id), request, {
        done: () => 'The leave is removed.',
        refused: 'The leave was not removed.',
      });
    case 'link':
      return answerOf(await setBookingLink(change.id, change.meeting_url), request, {
        done: () => 'The meeting link is saved; the learner sees it in their program space.',
        refused: 'The meeting link was not saved.',
      });
    case 'cancel':
      return answerOf(await cancelMentorBooking(change.id, change.reason), request, {
        done: (item) => `Cancelled; ${item.learner_name ?? 'the learner'} has been mailed.`,
        refused: 'The session was not cancelled.',
      });
  }
}
