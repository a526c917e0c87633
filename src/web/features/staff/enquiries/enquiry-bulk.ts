import { enquiryBulkSchema } from '../../../../domain/staff/enquiries.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';
import { changeEnquiries } from './enquiry-desk-api.ts';

const enquiries = (n: number) => (n === 1 ? '1 enquiry' : `${n} enquiries`);

/**
 * The enquiries list's clientAction: assigns or closes the ticked enquiries, all or none, and
 * says how many changed (those already so are left as they were).
 */
export async function changeSelectedEnquiries(request: Request): Promise<Answer> {
  const bulk = enquiryBulkSchema.parse(await request.json());
  const asked = bulk.enquiries.length;
  return answerOf(await changeEnquiries(bulk), request, {
    done: ({ changed }) => {
      if (changed === 0) return `Nothing to change: the ${enquiries(asked)} already were.`;
      if (bulk.action === 'close') return `Closed ${enquiries(changed)}.`;
      return bulk.assignee_id === null
        ? `Unassigned ${enquiries(changed)}.`
        : `Assigned ${enquiries(changed)}.`;
    },
    refused: 'Nothing was changed.',
  });
}
