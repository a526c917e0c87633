import { ROLE_LABELS, type TeamRole } from '../../../../domain/roles.ts';

/** What each role opens in the console, in the words the team screens use. */
const HINTS: Record<TeamRole, string> = {
  owner: 'Everything staff do, and refunds, deleting reviews and the team.',
  staff: 'The whole console: enquiries, orders, payments, cohorts.',
  accountant: 'Reads orders, invoices, reports, exports and the audit log; changes nothing.',
  mentor: 'Only the cohorts they are given to teach.',
};

export const roleChoices = (roles: readonly TeamRole[]) =>
  roles.map((role) => ({ role, label: ROLE_LABELS[role], hint: HINTS[role] }));
