import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordOtpSchema, forgotPasswordVerifySchema } from '../../domain/accounts.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { mailOneTimeCode } from '../auth/mail-code.ts';
import { recordEmailProved } from '../auth/email-proof.ts';
import { consumeCode } from '../auth/one-time-codes.ts';
import { hashPassword } from '../auth/passwords.ts';
import { HttpError } from '../errors.ts';
import {
  accountFailureKey,
  clearPasswordFailures,
  findUserByLogin,
  replacePassword,
} from '../repositories/users.ts';

const okSchema = z.object({ ok: z.literal(true), message: z.string() });
const SENT = 'OTP sent to your email.';

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  r.post(
    '/api/forgot-password-otp/',
    {
      schema: {
        summary: 'Email a one-time code for a new password',
        description:
          'Answers the same whether or not the account exists, so the form does not reveal who has an account.',
        tags: ['accounts'],
        body: forgotPasswordOtpSchema,
        response: { 200: okSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
    },
    async (request) => {
      const user = await findUserByLogin(db, request.body.username);
      if (!user) return { ok: true as const, message: SENT };
      await mailOneTimeCode(app, user, {
        purpose: 'password-reset',
        target: user.email_key,
        to: user.email,
        use: 'reset your password',
      });
      return { ok: true as const, message: SENT };
    },
  );

  r.post(
    '/api/forgot-password-verify/',
    {
      schema: {
        summary: 'Set a new password with the emailed code',
        tags: ['accounts'],
        body: forgotPasswordVerifySchema,
        response: { 200: okSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
    },
    async (request) => {
      const { username, otp, new_password } = request.body;
      const user = await findUserByLogin(db, username);
      const check = user
        ? await consumeCode(db, user.id, 'password-reset', user.email_key, otp)
        : 'expired';
      if (check === 'wrong')
        throw new HttpError(400, 'That code is not right. Check the email and try again.');
      if (check === 'expired' || !user) {
        throw new HttpError(400, 'That code has expired or was already used. Ask for a new one.');
      }
      const passwordHash = await hashPassword(new_password);
      // A new password ends every session: whoever knew the old one is signed out. The code
      // reached the account's address, which proves it (and makes ADMIN_EMAIL's account owner).
      await replacePassword(db, user.id, passwordHash, undefined, (tx) =>
        recordEmailProved(tx, user, app.config.adminEmail),
      );
      // Failures were guesses at the old password; the owner must not stay locked out of the new.
      await clearPasswordFailures(db, accountFailureKey(user.id));
      return { ok: true as const, message: 'Password changed successfully!' };
    },
  );
}
