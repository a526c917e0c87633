import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_EXPIRED } from '../../domain/account-messages.ts';
import { loginSchema, profileSchema, signupSchema } from '../../domain/accounts.ts';
import { sameAddress } from '../../domain/email-addresses.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { can } from '../../domain/roles.ts';
import { codeRequester } from '../auth/code-requester.ts';
import { knownDevice, setDeviceCookie } from '../auth/device-cookies.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { tryMailOneTimeCode } from '../auth/mail-code.ts';
import { checkPassword } from '../auth/password-check.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  sessionToken,
  setSessionCookie,
  type User,
} from '../auth/sessions.ts';
import { HttpError } from '../errors.ts';
import { welcomeMail } from '../mail/account-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { emailProofRequest } from './email-proof.ts';
import { photoUrl } from './profile-photo.ts';
import { findUserByLogin, insertUser, takenBy } from '../repositories/users.ts';
import { limitedBy } from '../rate-limits.ts';
import { servesHttps } from '../config.ts';

const okSchema = z.object({ ok: z.literal(true) });

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const https = servesHttps(app.config);

  const toProfile = (user: User) => ({
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    photo_url: user.photo_path ? photoUrl(user.photo_path) : null,
    is_admin: can(user.role, 'delete-reviews'),
    role: user.role,
    email_proved: !!user.email_verified_at,
    can_claim_owner:
      !!app.config.adminEmail &&
      sameAddress(user.email, app.config.adminEmail) &&
      user.role !== 'owner',
  });

  r.post(
    '/api/signup/',
    {
      schema: {
        summary:
          'Create an account, sign it in, and mail a welcome and a code that proves its address',
        tags: ['accounts'],
        body: signupSchema,
        response: {
          201: okSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'sign-up'),
    },
    async (request, reply) => {
      const taken = await takenBy(db, request.body);
      if (taken.email.length)
        throw new HttpError(409, 'An account with this email already exists.');
      if (taken.username.length) throw new HttpError(409, 'This username is taken.');
      const passwordHash = await hashPassword(request.body.password);
      let user: User;
      try {
        // The welcome exists exactly when the account does.
        user = await db.transaction().execute(async (tx) => {
          const created = await insertUser(tx, request.body, passwordHash);
          await enqueueMail(
            tx,
            welcomeMail(created, {
              sender: app.config.identity,
              publicOrigin: app.config.publicOrigin,
              enquiryInbox: app.config.mail.enquiryInbox,
            }),
          );
          return created;
        });
      } catch (err) {
        // Two sign-ups racing for one name: the unique index decides, the loser hears why.
        const again = await takenBy(db, request.body);
        if (again.email.length)
          throw new HttpError(409, 'An account with this email already exists.');
        if (again.username.length) throw new HttpError(409, 'This username is taken.');
        throw err;
      }
      // A new account is signed in at once; whatever session this browser had is dropped.
      const previous = sessionToken(request, https);
      if (previous) await deleteSession(db, previous);
      setSessionCookie(reply, await createSession(db, user.id), https);
      await setDeviceCookie(db, reply, user.id, https);
      // The address counts only once proved: a code goes there now, and the signed-in pages ask
      // for it. A send refused by the code limits is offered again there.
      await tryMailOneTimeCode(app, user, emailProofRequest(user, codeRequester(request)));
      app.mailWorker.notify();
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ok: true as const });
    },
  );

  r.post(
    '/api/login/',
    {
      schema: {
        summary: 'Sign in with a username or email and a password',
        tags: ['accounts'],
        body: loginSchema,
        description:
          "A successful sign-in sets a device cookie (httpOnly, SameSite=Strict, path /api/, 180 days) marking the browser as known to the account, as sign-up does. A known browser is held only to its own limits (5 wrong passwords and 10 sign-ins per 15 minutes; after 5 wrong ones it counts as unknown), so others' failures never slow or refuse it. Unknown browsers' wrong passwords are throttled per account and address and per address (429 with Retry-After), and an account that keeps failing makes their tries wait, up to 10 s; 503 with Retry-After when password hashing is saturated.",
        response: {
          200: okSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await findUserByLogin(db, username);
      const passwordOk = await checkPassword(app, request, user, username, password);
      if (!user || !passwordOk) {
        // The spec's two messages: a person who mistyped needs to know which part was wrong.
        // Both take the same time (an unknown name is checked against a decoy hash).
        throw new HttpError(401, user ? 'Incorrect password.' : 'Username or email not found.');
      }
      // A new token on every login; the one this browser held before is dropped.
      const previous = sessionToken(request, https);
      if (previous) await deleteSession(db, previous);
      setSessionCookie(reply, await createSession(db, user.id), https);
      // A browser already known keeps its nonce, so its own limits follow it.
      await setDeviceCookie(db, reply, user.id, https, await knownDevice(db, request, user.id));
      return reply.header('cache-control', 'no-store').send({ ok: true as const });
    },
  );

  r.get(
    '/api/profile/',
    {
      schema: {
        summary: 'The signed-in user',
        tags: ['accounts'],
        response: { 200: profileSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await currentUser(app, request);
      if (!user) {
        // The browser's cookies point at a session that has ended: let it forget them.
        clearSessionCookie(reply, https);
        return reply.code(401).send({ error: SESSION_EXPIRED });
      }
      return reply.send(toProfile(user));
    },
  );

  r.post(
    '/api/logout/',
    {
      schema: {
        summary: 'End this session',
        tags: ['accounts'],
        response: { 200: okSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await requireUser(app, request);
      const token = sessionToken(request, https);
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply, https);
      return reply.header('cache-control', 'no-store').send({ ok: true as const });
    },
  );
}
