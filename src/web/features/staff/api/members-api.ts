import type { PersonRef } from '../../../../domain/staff/list-query.ts';
import { failureMessage } from '../../../api/client.ts';
import { staffRequest } from './staff-request.ts';

/** Staff and the owner: who an enquiry can be assigned to, whose changes the audit log shows. */
const fetchMembers = () => staffRequest<{ results: PersonRef[] }>('GET', '/api/staff/members/');

/** The members, or why not: a screen that offers them as choices shows without them. */
export type Members = { ok: true; people: PersonRef[] } | { ok: false; error: string };

export async function loadMembers(): Promise<Members> {
  const result = await fetchMembers();
  if (result.ok) return { ok: true, people: result.data.results };
  return { ok: false, error: failureMessage(result, 'This could not be loaded.') };
}
