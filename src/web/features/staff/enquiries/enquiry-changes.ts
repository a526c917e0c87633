import {
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  type EnquiryKind,
} from '../../../../domain/staff/enquiries.ts';
import { z } from '../../../../domain/zod.ts';
import { addEnquiryNote, sendEnquiryReply, updateEnquiry } from '../api/enquiries-api.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';
import { createSavedReply, deleteSavedReply, updateSavedReply } from './enquiry-desk-api.ts';

/** What the enquiry route's clientAction is asked to do: `intent` says which change. */
const enquiryChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), status: z.enum(ENQUIRY_STATUSES) }),
  z.object({ intent: z.literal('assignee'), assignee_id: z.number().nullable() }),
  z.object({ intent: z.literal('note'), body: z.string() }),
  /** Mailed to the enquirer, and added to the timeline. */
  z.object({ intent: z.literal('reply'), body: z.string() }),
  /** The team's saved replies, kept beside the reply form that uses them. */
  z.object({ intent: z.literal('saved-reply-create'), name: z.string(), body: z.string() }),
  z.object({
    intent: z.literal('saved-reply-update'),
    id: z.number(),
    name: z.string(),
    body: z.string(),
  }),
  z.object({ intent: z.literal('saved-reply-delete'), id: z.number(), name: z.string() }),
]);
export type EnquiryChange = z.infer<typeof enquiryChangeSchema>;

const NOT_SAVED = 'The change was not saved.';

/**
 * Makes a change to one enquiry (the enquiry route's clientAction) and says, in words, what it
 * did or why it was refused. React Router then loads the enquiry again by itself.
 */
export async function changeEnquiry(
  kind: EnquiryKind,
  id: number,
  request: Request,
): Promise<Answer> {
  const change = enquiryChangeSchema.parse(await request.json());
  switch (change.intent) {
    case 'status':
      return answerOf(await updateEnquiry(kind, id, { status: change.status }), request, {
        done: () => `Status set to ${ENQUIRY_STATUS_LABELS[change.status]}.`,
        refused: NOT_SAVED,
      });
    case 'assignee':
      return answerOf(await updateEnquiry(kind, id, { assignee_id: change.assignee_id }), request, {
        done: (saved) => (saved.assignee ? `Assigned to ${saved.assignee.name}.` : 'Unassigned.'),
        refused: NOT_SAVED,
      });
    case 'note':
      return answerOf(await addEnquiryNote(kind, id, change.body), request, {
        done: () => 'Note added.',
        refused: 'The note was not saved.',
      });
    case 'reply':
      return answerOf(await sendEnquiryReply(kind, id, change.body), request, {
        done: (saved) => `Reply sent to ${saved.email}.`,
        refused: 'The reply was not sent.',
      });
    case 'saved-reply-create':
      return answerOf(await createSavedReply({ name: change.name, body: change.body }), request, {
        done: (saved) => `Saved '${saved.name}'.`,
        refused: 'The saved reply was not saved.',
      });
    case 'saved-reply-update':
      return answerOf(
        await updateSavedReply(change.id, { name: change.name, body: change.body }),
        request,
        {
          done: (saved) => `Saved '${saved.name}'.`,
          refused: 'The saved reply was not saved.',
        },
      );
    case 'saved-reply-delete':
      return answerOf(await deleteSavedReply(change.id), request, {
        done: () => `Deleted '${change.name}'.`,
        refused: 'The saved reply was not deleted.',
      });
  }
}
