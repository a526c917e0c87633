import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailProofSchema } from '../../domain/accounts.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { RETENTION_MS } from '../../domain/retention.ts';
import { recordEmailProved } from '../auth/email-proof.ts';
import { requireUser } from '../auth/guards.ts';
import { codeRequester, type CodeRequester } from '../auth/code-requester.ts';
import { mailOneTimeCode } from '../auth/mail-code.ts';
import { codeCheckError, consumeCode } from '../auth/one-time-codes.ts';
import { endSessions, sessionToken, type User } from '../auth/sessions.ts';
import { servesHttps } from '../config.ts';
import { HttpError } from '../errors.ts';
import { limitedBy } from '../rate-limits.ts';

const ALREADY_PROVED = 'Your email address is already confirmed.';
const DAYS = Math.round(RETENTION_MS.unprovedAccounts / (24 * 60 * 60 * 1000));

/** The sign-up code's mail: said once here for the sign-up and for every resend. */
export function emailProofRequest(user: User, requester: CodeRequester) {
  return {
    purpose: 'email-proof' as const,
    target: user.email_key,
    to: user.email,
    use: `confirm your email address for your new account, ${user.username}`,
    ifNotYou: `If you did not sign up, ignore this email: an account nobody confirms is deleted after ${DAYS} days, and you can still sign up with this address.`,
    requester,
  };
}

/**
 * An account proves its address with the 6-digit code mailed at sign-up. Until it does, what
 * trusts the address (orders, the owner role, invitations, the data found by address) waits.
 */
export async function emailProofRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const https = servesHttps(app.config);
  const tags = ['accounts'];

  const unproved = async (user: User) => {
    if (user.email_verified_at) throw new HttpError(409, ALREADY_PROVED);
    return user;
  };

  r.post(
    '/api/email-proof/code/',
    {
      schema: {
        summary: "Mail a new code to prove this account's email address",
        description:
          'The same send limits as every mailed code: a minute between codes, three per 15 minutes from one address; 429 with Retry-After.',
        tags,
        response: {
          200: z.object({ ok: z.literal(true), message: z.string() }),
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await unproved(await requireUser(app, request));
      await mailOneTimeCode(app, user, emailProofRequest(user, codeRequester(request)));
      return { ok: true as const, message: `A new code is on its way to ${user.email}.` };
    },
  );

  r.post(
    '/api/email-proof/',
    {
      schema: {
        summary: "Prove this account's email address with the mailed code",
        description:
          'Five tries per code and twenty wrong codes a day per account. When the address is ADMIN_EMAIL the account becomes the owner.',
        tags,
        body: emailProofSchema,
        response: {
          200: z.object({ ok: z.literal(true), became_owner: z.boolean() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'email-proof'),
    },
    async (request) => {
      const user = await unproved(await requireUser(app, request));
      const check = await consumeCode(db, {
        userId: user.id,
        purpose: 'email-proof',
        target: user.email_key,
        requester: codeRequester(request),
        code: request.body.code,
      });
      if (check !== 'ok') throw codeCheckError(check);
      // Proof ends every other session: a browser signed in before it was proved is no one's.
      const { becameOwner } = await db.transaction().execute(async (tx) => {
        await endSessions(tx, user.id, sessionToken(request, https));
        return recordEmailProved(tx, user, app.config.adminEmail);
      });
      return { ok: true as const, became_owner: becameOwner };
    },
  );
}
