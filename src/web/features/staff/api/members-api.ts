import type { PersonRef } from '../../../../domain/staff/list-query.ts';
import { staffRequest } from './staff-request.ts';

/** Staff and the owner: who an enquiry can be assigned to, whose changes the audit log shows. */
export const fetchMembers = () =>
  staffRequest<{ results: PersonRef[] }>('GET', '/api/staff/members/');
