import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../domain/errors.ts';
import { learnPath, remindersStateSchema } from '../../domain/learner-space.ts';
import { z } from '../../domain/zod.ts';
import { nowIso } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { learnerOfOptOut } from '../mail/reminder-opt-out.ts';
import { limitedBy } from '../rate-limits.ts';
import { setReminders } from '../repositories/delivery/learner-space.ts';

const NO_SUCH_LINK =
  'This unsubscribe link does not work. Turn reminders off under "Session reminders" in your program space.';

const querystring = z.object({
  token: z.string({ error: NO_SUCH_LINK }).max(80, { error: NO_SUCH_LINK }),
  program: z.string().max(120).optional(),
});

/**
 * A session reminder's one-click unsubscribe (RFC 8058): the mail app POSTs to the address in
 * the reminder's List-Unsubscribe header, without a session; the signed token in it names the
 * learner. Opening the address in a browser (a GET, which a link checker may also make)
 * changes nothing and leads to the program space, where the switch is.
 */
export async function reminderOptOutRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  // Mail apps post the form 'List-Unsubscribe=One-Click'; nothing in it is needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  r.post(
    '/api/reminders/off/',
    {
      config: limitedBy(app, 'reminder-opt-out'),
      schema: {
        summary: 'Turn session reminders off from a reminder mail (one-click unsubscribe)',
        tags: ['learn'],
        querystring,
        response: { 200: remindersStateSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = await learnerOfOptOut(db, request.query.token);
      if (userId === undefined) throw new HttpError(404, NO_SUCH_LINK);
      await setReminders(db, userId, false, nowIso());
      return { reminders_on: false };
    },
  );

  r.get(
    '/api/reminders/off/',
    {
      config: limitedBy(app, 'reminder-opt-out'),
      schema: {
        summary: 'Opened in a browser: leads to the program space, where reminders are switched',
        tags: ['learn'],
        querystring,
        response: { 303: z.null(), 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.redirect(`${learnPath(request.query.program ?? '')}#reminders`, 303),
  );
}
