import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placedOrderSchema } from '../../domain/checkout.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import {
  upgradeOptionsSchema,
  upgradeParamsSchema,
  upgradeRequestSchema,
} from '../../domain/plan-upgrade-requests.ts';
import { requireUser, requireUserUncached } from '../auth/guards.ts';
import { placedOrder } from '../orders/placed-order.ts';
import { placeUpgradeOrder, programToUpgrade, upgradeOptions } from '../orders/upgrade-order.ts';
import { limitedBy, RATE_LIMITS } from '../rate-limits.ts';

/** A refusal that may name the open upgrade order the learner should finish first. */
const upgradeConflictSchema = apiErrorSchema.extend({ order_number: z.string().optional() });

/** A learner moves their enrolment up to a higher plan, paying the difference. */
export async function planUpgradeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/api/enrolments/:program/upgrade/',
    {
      schema: {
        summary: 'The plans above the learner’s in a program, each with the difference to pay',
        description:
          'Also the upgrade order still waiting for its payment, if there is one. 404 when the learner is not enrolled in the program, 409 when their enrolment ended, 400 for an unknown program.',
        tags,
        params: upgradeParamsSchema,
        response: {
          200: upgradeOptionsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUserUncached(app, request, reply);
      return upgradeOptions(app, user, programToUpgrade(request.params.program));
    },
  );

  r.post(
    '/api/enrolments/:program/upgrade/',
    {
      schema: {
        summary: 'Order an upgrade of an enrolment to a higher plan, paying the difference',
        description: `Places an ordinary order awaiting payment, of one line: the program at the new plan, priced at the difference of the two plans' prices (GST included; no referral code applies). Once staff confirm its payment the enrolment moves to the new plan, keeping its cohort and progress. The buyer's details are those of the order that gave the enrolment. Refused with nothing stored: an unknown program or plan (400), a plan not above the current one (409), no enrolment in the program (404) or one that ended (409), and while another upgrade order of the program waits for its payment (409, with its \`order_number\`). The same idempotency_key with the same plan returns the order already placed. The account must have proved its address (403). At most ${RATE_LIMITS.order.max} calls an hour per account.`,
        tags,
        params: upgradeParamsSchema,
        body: upgradeRequestSchema,
        response: {
          200: placedOrderSchema,
          201: placedOrderSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: upgradeConflictSchema,
          429: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'order'),
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const program = programToUpgrade(request.params.program);
      const { order, created } = await placeUpgradeOrder(app, user, program, request.body);
      return reply.code(created ? 201 : 200).send(placedOrder(app, order));
    },
  );
}
