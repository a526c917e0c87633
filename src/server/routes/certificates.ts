import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NO_SUCH_CERTIFICATE,
  certificateNumberParamsSchema,
  normaliseCertificateNumber,
} from '../../domain/certificates/certificate-number.ts';
import { publicCertificateSchema, revokedWords } from '../../domain/certificates/certificates.ts';
import { istDay } from '../../domain/india-time.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { can } from '../../domain/roles.ts';
import { requireUser } from '../auth/guards.ts';
import { renderCertificatePdf } from '../certificates/certificate-pdf.ts';
import { certificateByNumber } from '../certificates/certificate-records.ts';
import { certificateDocument, publicCertificate } from '../certificates/certificate-views.ts';
import { HttpError } from '../errors.ts';
import { sendPdf } from '../invoices/invoice-files.ts';

/**
 * A certificate's public record, for anyone who holds its number (the number is the secret:
 * 60 random bits), and its PDF for its learner and staff.
 */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  const findCertificate = async (param: string) => {
    const number = normaliseCertificateNumber(param);
    const row = number ? await certificateByNumber(db, number) : undefined;
    if (!row) throw new HttpError(404, NO_SUCH_CERTIFICATE);
    return row;
  };

  r.get(
    '/api/certificates/:number',
    {
      schema: {
        summary: 'A certificate of completion: who, what, when, who issued it, and any revocation',
        description:
          'Public: no sign-in. The number may be typed in any case, with or without its dashes. Never cached, so a revocation shows at once.',
        tags: ['certificates'],
        params: certificateNumberParamsSchema,
        response: { 200: publicCertificateSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await findCertificate(request.params.number);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return publicCertificate(row, app.config);
    },
  );

  r.get(
    '/api/certificates/:number/certificate.pdf',
    {
      schema: {
        summary: 'The certificate as a PDF (its learner, staff and the owner)',
        description:
          'Anyone else gets 404; the learner, once it is revoked, 410 saying when and why. Sent as an attachment.',
        tags: ['certificates'],
        params: certificateNumberParamsSchema,
        response: { 401: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const row = await findCertificate(request.params.number);
      const isStaff = can(user.role, 'manage-cohorts');
      if (!isStaff && row.user_id !== user.id) throw new HttpError(404, NO_SUCH_CERTIFICATE);
      if (!isStaff && row.revoked_at !== null) {
        // The learner's own link, from the issuing mail: it says why the PDF is gone.
        const revoked = { on: istDay(row.revoked_at), reason: row.revoked_reason ?? '' };
        throw new HttpError(410, `${revokedWords(revoked)}, so its PDF is no longer available.`);
      }
      const pdf = await renderCertificatePdf(certificateDocument(row, app.config));
      return sendPdf(reply, {
        number: row.number,
        filename: `certificate-${row.number}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      });
    },
  );
}
