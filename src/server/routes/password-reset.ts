import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordOtpSchema, forgotPasswordVerifySchema } from '../../domain/accounts.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { codeRequester, codeRequesterWithCookie } from '../auth/code-requester.ts';
import { knownDevice } from '../auth/device-cookies.ts';
import { recordEmailProved } from '../auth/email-proof.ts';
import { accountFailureKey, forgetLoginFailures } from '../auth/login-throttle.ts';
import { tryMailOneTimeCode } from '../auth/mail-code.ts';
import { codeCheckError, consumeCode } from '../auth/one-time-codes.ts';
import { hashPassword } from '../auth/passwords.ts';
import { nowIso } from '../db/database.ts';
import { detailsClearedMail, passwordChangedMail } from '../mail/account-security-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { reclaimAddress, type Reclaimed } from '../repositories/address-reclaim.ts';
import { findUserByLogin, replacePassword } from '../repositories/users.ts';
import { removePhotoFile } from './profile-photo.ts';
import { servesHttps } from '../config.ts';
import { limitedBy } from '../rate-limits.ts';

const okSchema = z.object({ ok: z.literal(true), message: z.string() });
const SENT = 'OTP sent to your email.';
const RESET_WORK_DELAY_MS = { min: 20, spread: 100 };

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const https = servesHttps(app.config);

  r.post(
    '/api/forgot-password-otp/',
    {
      schema: {
        summary: 'Email a one-time code for a new password',
        description:
          'Answers the same, in the same time, whether or not the account exists: the code is issued and mailed after the answer, so neither the text nor the timing says who has an account. Limits on codes apply silently; the per-address request limit answers 429.',
        tags: ['accounts'],
        body: forgotPasswordOtpSchema,
        response: { 200: okSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: limitedBy(app, 'password-reset-code'),
    },
    async (request, reply) => {
      const { username } = request.body;
      // Every asker gets the cookie, account or not: the answer says nothing either way.
      const requester = codeRequesterWithCookie(request, reply, https);
      app.background.run(
        'password reset code',
        async () => {
          const user = await findUserByLogin(db, username);
          if (!user) return;
          await tryMailOneTimeCode(app, user, {
            purpose: 'password-reset',
            target: user.email_key,
            to: user.email,
            use: 'reset your password',
            requester,
          });
        },
        // At a moment of its own, so that the code's work (and its mail) for an account that
        // exists slows no request a stranger sends next to time it.
        { delayMs: RESET_WORK_DELAY_MS.min + crypto.randomInt(RESET_WORK_DELAY_MS.spread) },
      );
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
      config: limitedBy(app, 'password-reset'),
    },
    async (request) => {
      const { username, otp, new_password } = request.body;
      const user = await findUserByLogin(db, username);
      const check = user
        ? await consumeCode(db, {
            userId: user.id,
            purpose: 'password-reset',
            target: user.email_key,
            requester: codeRequester(request),
            code: otp,
          })
        : 'expired';
      if (check !== 'ok' || !user) throw codeCheckError(check === 'ok' ? 'expired' : check);
      const passwordHash = await hashPassword(new_password);
      // An address proved for the first time from a browser that did not set the account up
      // takes the account back from whoever did.
      const reclaims = !user.email_verified_at && !(await knownDevice(db, request, user.id));
      const at = nowIso();
      let reclaimed: Reclaimed | undefined;
      // A new password ends every session: whoever knew the old one is signed out. The code
      // reached the account's address, which proves it (and makes ADMIN_EMAIL's account owner).
      await replacePassword(db, user.id, passwordHash, undefined, async (tx) => {
        await recordEmailProved(tx, user, app.config.adminEmail);
        if (reclaims) {
          reclaimed = await reclaimAddress(tx, user);
          await enqueueMail(
            tx,
            detailsClearedMail(
              user,
              reclaimed.newName,
              reclaimed.reviewsHeld,
              app.config.identity,
              at,
            ),
          );
        } else {
          await enqueueMail(tx, passwordChangedMail(user, app.config.identity, at));
        }
      });
      if (reclaimed?.oldPhoto) await removePhotoFile(app.config.dataDir, reclaimed.oldPhoto);
      app.mailWorker.notify();
      // Failures were guesses at the old password; the owner must not be slowed on the new.
      await forgetLoginFailures(db, accountFailureKey(user.id));
      return { ok: true as const, message: 'Password changed successfully!' };
    },
  );
}
