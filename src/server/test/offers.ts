import type { FastifyInstance } from 'fastify';
import type { OfferRequest, StaffOffer } from '../../domain/staff/offers.ts';
import { accountWithRole, callAs } from './accounts.ts';

/** A new code's fields, as the console sends them: 10% off everything, any time, no limit. */
export const offerRequest = (overrides: Partial<OfferRequest> = {}): OfferRequest => ({
  code: 'WELCOME10',
  kind: 'percent',
  percent: 10,
  amount_paise: null,
  starts_on: '',
  starts_time: '',
  ends_on: '',
  ends_time: '',
  max_uses: null,
  max_uses_per_learner: null,
  applies_to: { programs: [], plans: [] },
  referrer_name: null,
  note: null,
  ...overrides,
});

/** The owner, signed in, calling the API. */
export const ownerCaller = async (app: FastifyInstance) =>
  callAs(app, await accountWithRole(app, 'owner'));

/** A code drafted by the owner and made live at once, as learners can use it. */
export async function liveOffer(
  app: FastifyInstance,
  overrides: Partial<OfferRequest> = {},
): Promise<StaffOffer> {
  const owner = await ownerCaller(app);
  const drafted = await owner.post('/api/staff/offers/', offerRequest(overrides));
  if (drafted.statusCode !== 201) throw new Error(`drafting failed: ${drafted.body}`);
  const { id } = drafted.json<StaffOffer>();
  const live = await owner.post(`/api/staff/offers/${id}/status/`, { status: 'live' });
  if (live.statusCode !== 200) throw new Error(`publishing failed: ${live.body}`);
  return live.json<StaffOffer>();
}
