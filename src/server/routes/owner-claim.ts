import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameAddress } from '../../domain/email-addresses.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { ownerClaimSchema } from '../../domain/staff/team.ts';
import { recordEmailProved } from '../auth/email-proof.ts';
import { requireProvedAddress, requireUser } from '../auth/guards.ts';
import { codeRequester } from '../auth/code-requester.ts';
import { mailOneTimeCode } from '../auth/mail-code.ts';
import { codeCheckError, consumeCode } from '../auth/one-time-codes.ts';
import type { User } from '../auth/sessions.ts';
import { HttpError } from '../errors.ts';
import { limitedBy } from '../rate-limits.ts';

const NOT_OWNER_ADDRESS =
  "Only the account with the owner's email address can claim the owner role.";

/**
 * ADMIN_EMAIL names the owner, but only an account that proves it receives mail there becomes
 * the owner: signing up with the address gives nothing by itself.
 */
export async function ownerClaimRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];

  const claimant = async (user: User) => {
    if (!app.config.adminEmail || !sameAddress(user.email, app.config.adminEmail)) {
      throw new HttpError(403, NOT_OWNER_ADDRESS);
    }
    if (user.role === 'owner') throw new HttpError(409, 'This account is already the owner.');
    // An unproved account proves its address with the sign-up code, and that makes it the
    // owner: this claim is for an account proved before its address was named ADMIN_EMAIL.
    requireProvedAddress(user, 'claim the owner role');
    return user;
  };

  r.post(
    '/api/owner-claim/code/',
    {
      schema: {
        summary: "Mail a code to ADMIN_EMAIL to prove this account's address",
        tags,
        response: {
          200: z.object({ ok: z.literal(true), message: z.string() }),
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await claimant(await requireUser(app, request));
      await mailOneTimeCode(app, user, {
        purpose: 'owner-claim',
        target: user.email_key,
        to: user.email,
        use: 'confirm that you own this address and become the owner',
        requester: codeRequester(request),
      });
      return { ok: true as const, message: `A code is on its way to ${user.email}.` };
    },
  );

  r.post(
    '/api/owner-claim/',
    {
      schema: {
        summary: 'Become the owner with the code mailed to ADMIN_EMAIL',
        tags,
        body: ownerClaimSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'owner-claim'),
    },
    async (request) => {
      const user = await claimant(await requireUser(app, request));
      const check = await consumeCode(db, {
        userId: user.id,
        purpose: 'owner-claim',
        target: user.email_key,
        requester: codeRequester(request),
        code: request.body.code,
      });
      if (check !== 'ok') throw codeCheckError(check);
      await db.transaction().execute((tx) => recordEmailProved(tx, user, app.config.adminEmail));
      return { ok: true as const };
    },
  );
}
