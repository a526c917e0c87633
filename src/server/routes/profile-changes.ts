import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendVerificationCodeSchema, updateProfileSchema } from '../../domain/accounts.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { changeEmail } from '../auth/email-change.ts';
import { requireUser } from '../auth/guards.ts';
import { codeRequester } from '../auth/code-requester.ts';
import { mailOneTimeCode } from '../auth/mail-code.ts';
import { consumeCode } from '../auth/one-time-codes.ts';
import { checkPassword } from '../auth/password-check.ts';
import { hashPassword } from '../auth/passwords.ts';
import { sessionToken } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { passwordChangedMail } from '../mail/account-security-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { takeRecipientSend } from '../mail/recipient-limits.ts';
import { keyOf, replacePassword, takenBy } from '../repositories/users.ts';
import { limitedBy } from '../rate-limits.ts';
import { servesHttps } from '../config.ts';

const PROFILE_CHANGE_RESPONSES = {
  200: z.object({ ok: z.literal(true), message: z.string() }),
  400: apiErrorSchema,
  401: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const WRONG_CODE = 'That code is not right or has expired. Ask for a new one.';
const WRONG_PASSWORD = 'Your current password is not right.';

export async function profileChangeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const https = servesHttps(app.config);

  r.post(
    '/api/send-verification-code/',
    {
      schema: {
        summary: 'Email a code that confirms a change to the profile',
        description:
          'To a new address when the email is changing (the code then proves that address); otherwise to the account email.',
        tags: ['accounts'],
        body: sendVerificationCodeSchema,
        response: PROFILE_CHANGE_RESPONSES,
      },
      config: limitedBy(app, 'profile-change'),
    },
    async (request) => {
      const user = await requireUser(app, request);
      const target = keyOf(request.body.email);
      const taken = await takenBy(db, { email: target });
      if (taken.email.some((u) => u.email_key !== user.email_key)) {
        throw new HttpError(409, 'An account with this email already exists.');
      }
      // A new address is one the person typed: the site mails it only a little each day.
      if (target !== user.email_key && !(await takeRecipientSend(db, request.body.email))) {
        throw new HttpError(
          429,
          'Too many emails sent to this address today. Try again tomorrow.',
          {
            'retry-after': String(60 * 60),
          },
        );
      }
      await mailOneTimeCode(app, user, {
        purpose: 'profile-change',
        target,
        to: request.body.email,
        use:
          target === user.email_key
            ? 'confirm the change to your profile'
            : 'confirm this as your new email address',
        requester: codeRequester(request),
      });
      return { ok: true as const, message: 'Verification code sent!' };
    },
  );

  r.post(
    '/api/update-profile/',
    {
      schema: {
        summary: 'Change the username, email, phone or password',
        tags: ['accounts'],
        body: updateProfileSchema,
        response: PROFILE_CHANGE_RESPONSES,
      },
      config: limitedBy(app, 'profile-change'),
    },
    async (request) => {
      const user = await requireUser(app, request);
      const change = request.body;

      const passwordRight = (password: string) =>
        checkPassword(app, request, user, user.username, password);

      if (change.field === 'password') {
        if (!(await passwordRight(change.password))) throw new HttpError(400, WRONG_PASSWORD);
        const passwordHash = await hashPassword(change.value);
        // Other browsers signed in with the old password are signed out; this one stays.
        await replacePassword(db, user.id, passwordHash, sessionToken(request, https), (tx) =>
          enqueueMail(tx, passwordChangedMail(user, app.config.identity, nowIso())),
        );
        app.mailWorker.notify();
        return { ok: true as const, message: 'Updated successfully' };
      }
      // A session alone (a borrowed laptop) must not be enough to take the account's mail away.
      if (change.field === 'email' && !(await passwordRight(change.password))) {
        throw new HttpError(400, WRONG_PASSWORD);
      }

      // An email change is proved by a code sent to the new address; the others by the account's.
      const target = change.field === 'email' ? keyOf(change.value) : user.email_key;
      if (change.field === 'email') {
        const taken = await takenBy(db, { email: change.value });
        if (taken.email.some((u) => u.email_key !== user.email_key)) {
          throw new HttpError(409, 'An account with this email already exists.');
        }
      }
      if (change.field === 'username') {
        const taken = await takenBy(db, { username: change.value });
        if (taken.username.some((u) => u.username_key !== user.username_key)) {
          throw new HttpError(409, 'This username is taken.');
        }
      }
      const check = await consumeCode(db, {
        userId: user.id,
        purpose: 'profile-change',
        target,
        requester: codeRequester(request),
        code: change.verification_code,
      });
      if (check !== 'ok') throw new HttpError(400, WRONG_CODE);

      const now = nowIso();
      await db.transaction().execute(async (tx) => {
        const update = tx.updateTable('users').where('id', '=', user.id);
        if (change.field === 'email') {
          await changeEmail(tx, user, change.value, sessionToken(request, https), app.config);
        } else if (change.field === 'username') {
          await update
            .set({ username: change.value, username_key: keyOf(change.value), updated_at: now })
            .execute();
        } else {
          await update.set({ phone: change.value, updated_at: now }).execute();
        }
      });
      app.mailWorker.notify();
      return { ok: true as const, message: 'Updated successfully' };
    },
  );
}
