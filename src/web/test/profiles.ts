import type { Profile } from '../../domain/accounts.ts';

/** A learner's account as GET /api/profile/ describes it, for component tests. */
export const learnerProfile: Profile = {
  id: 7,
  username: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  photo_url: null,
  is_admin: false,
  role: 'learner',
  email_proved: true,
  can_claim_owner: false,
};
