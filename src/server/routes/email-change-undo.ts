import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { undoEmailChangeSchema } from '../../domain/accounts.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { undoEmailChange } from '../auth/email-change.ts';
import { clearSessionCookie } from '../auth/sessions.ts';
import { limitedBy } from '../rate-limits.ts';
import { servesHttps } from '../config.ts';

export async function emailChangeUndoRoutes(app: FastifyInstance): Promise<void> {
  const https = servesHttps(app.config);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/undo-email-change/',
    {
      schema: {
        summary: 'Put the old email address back with the link mailed to it',
        description:
          'No session needed: the token (valid 7 days, once) proves the old address. Every session of the account ends.',
        tags: ['accounts'],
        body: undoEmailChangeSchema,
        response: {
          200: z.object({ ok: z.literal(true), message: z.string() }),
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'undo-email-change'),
    },
    async (request, reply) => {
      const restored = await app.database.db
        .transaction()
        .execute((tx) => undoEmailChange(tx, request.body.token));
      clearSessionCookie(reply, https);
      return reply.header('cache-control', 'no-store').send({
        ok: true as const,
        message: `Your email address is back to ${restored}. Every session of your account has been signed out: sign in again, and choose a new password if someone else made the change.`,
      });
    },
  );
}
