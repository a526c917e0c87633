import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../domain/errors.ts';
import { istDay } from '../../domain/india-time.ts';
import { deleteAccountSchema, exportFileName } from '../../domain/personal-data.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { requireUser } from '../auth/guards.ts';
import { checkPassword } from '../auth/password-check.ts';
import { clearSessionCookie } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { accountDeletedMail } from '../mail/account-security-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { eraseAccount, type ErasedFiles } from '../repositories/account-erasure.ts';
import { personalData } from '../repositories/personal-data.ts';
import { removeSubmissionFile } from '../repositories/projects/submission-files.ts';
import { deliveryMailSettings } from './cohorts/access.ts';
import { removePhotoFile } from './profile-photo.ts';
import { limitedBy } from '../rate-limits.ts';
import { servesHttps } from '../config.ts';

const WRONG_PASSWORD = 'Your password is not right.';
const LAST_OWNER =
  'You are the only owner: make another team member an owner before deleting your account.';

/** A person's rights over their data: a copy of it, and its erasure (DPDP Act 2023). */
export async function personalDataRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const https = servesHttps(app.config);
  const mail = deliveryMailSettings(app);

  /**
   * Deletes the erased account's files once its erasure has committed. The account is gone
   * whatever happens here: a file that cannot be removed is logged, for an operator to delete.
   */
  async function removeErasedFiles(request: FastifyRequest, files: ErasedFiles) {
    const { dataDir } = app.config;
    const logged = (file: string) => (err: unknown) =>
      request.log.error({ err, file }, 'account deleted, but its file was not removed');
    if (files.photo) {
      await removePhotoFile(dataDir, files.photo).catch(logged(`photos/${files.photo}`));
    }
    for (const name of files.submissions) {
      await removeSubmissionFile(dataDir, name).catch(logged(`submissions/${name}`));
    }
  }

  r.get(
    '/api/account/data/',
    {
      schema: {
        summary: 'Download everything the site holds about the signed-in person',
        description:
          'A JSON file: the account, its orders with their lines and documents, enrolments and certificates, learning (modules done, attendance, one-to-one sessions, projects handed in), reviews, and the enquiries sent from its email address once the account has proved that address. Written to the audit log.',
        tags: ['accounts'],
        response: { 200: z.record(z.string(), z.unknown()), 401: apiErrorSchema },
      },
      config: limitedBy(app, 'personal-data-export'),
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const at = nowIso();
      const data = await db.transaction().execute(async (tx) => {
        await recordAudit(tx, user, {
          action: 'user.export-data',
          recordType: 'user',
          recordId: user.id,
          changes: [],
        });
        return personalData(tx, user);
      });
      const file = exportFileName(app.config.siteName, istDay(at));
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send({ exported_at: at, site: app.config.publicOrigin, ...data });
    },
  );

  r.post(
    '/api/account/delete/',
    {
      schema: {
        summary: 'Delete the signed-in account',
        description:
          "Needs the password and the word DELETE. Ends every session, erases the profile, photo, project submissions and their files, bookings (a session still to come is cancelled and its mentor mailed) and (for a proved address) enquiries, signs the reviews as a former learner, removes the learner's name from their certificates (which stay valid), and keeps orders and invoices as tax law requires. Audited; a confirmation is mailed to the old address.",
        tags: ['accounts'],
        body: deleteAccountSchema,
        response: {
          200: z.object({ ok: z.literal(true), message: z.string() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'account-deletion'),
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      if (!(await checkPassword(app, request, user, user.username, request.body.password))) {
        throw new HttpError(400, WRONG_PASSWORD, {}, { field: 'password' });
      }
      const at = nowIso();
      const files = await db.transaction().execute(async (tx) => {
        if (user.role === 'owner') {
          const owners = await tx
            .selectFrom('users')
            .select('id')
            .where('role', '=', 'owner')
            .where('deleted_at', 'is', null)
            .execute();
          if (owners.length <= 1) throw new HttpError(409, LAST_OWNER);
        }
        await enqueueMail(tx, accountDeletedMail(user, app.config.identity, at));
        await recordAudit(tx, user, {
          action: 'user.delete-account',
          recordType: 'user',
          recordId: user.id,
          changes: [{ field: 'account', before: 'active', after: 'deleted' }],
        });
        return eraseAccount(tx, user, at, mail);
      });
      await removeErasedFiles(request, files);
      app.mailWorker.notify();
      clearSessionCookie(reply, https);
      return reply.header('cache-control', 'no-store').send({
        ok: true as const,
        message: 'Your account is deleted. We have mailed you a confirmation.',
      });
    },
  );
}
