import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../domain/errors.ts';
import {
  seatClaimSchema,
  seatClaimedSchema,
  seatLookupSchema,
  seatTokenParamsSchema,
} from '../../domain/seats.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { claimSeat, lookUpSeat } from '../orders/seat-claim.ts';
import { limitedBy } from '../rate-limits.ts';

/**
 * A seat a company bought for a learner, opened from the link mailed to them: anyone holding
 * the link reads it; only the account that proved the seat's address takes it.
 */
export async function seatRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['seats'];

  r.get(
    '/api/seats/:token/',
    {
      schema: {
        summary: 'A seat bought for a learner: for whom, in what, and whether it can be taken',
        description:
          'Open to visitors: the token is the secret mailed to the learner, and the page tells someone not signed in which address to sign in or sign up with. `yours` is true when the signed-in account took it.',
        tags,
        params: seatTokenParamsSchema,
        response: { 200: seatLookupSchema, 404: apiErrorSchema },
      },
      config: limitedBy(app, 'seat'),
    },
    async (request, reply) => {
      const seat = await lookUpSeat(app, request.params.token, await currentUser(app, request));
      reply.header('cache-control', 'no-store');
      return seat;
    },
  );

  r.post(
    '/api/seats/claim/',
    {
      schema: {
        summary: 'Take a seat: the signed-in learner is enrolled in its program',
        description:
          'The account’s email must be the seat’s address, proved with the code mailed at sign-up (403 otherwise). 409 when the seat was taken (by anyone) or the learner is enrolled in the program already; 410 when the order’s line was refunded. The learner joins the program’s next cohort with a seat left, else starts self-paced. One transaction: the seat, the enrolment, the audit row (`seat.claim`) and the welcome mail.',
        tags,
        body: seatClaimSchema,
        response: {
          200: seatClaimedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'seat'),
    },
    async (request) => {
      const user = await requireUser(app, request);
      return claimSeat(app, user, request.body.token, request.body.name);
    },
  );
}
