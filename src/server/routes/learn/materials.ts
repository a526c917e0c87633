import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { learnMaterialParamsSchema, notEnrolledSchema } from '../../../domain/learner-space.ts';
import { printableLine } from '../../../domain/printable-text.ts';
import { HttpError } from '../../errors.ts';
import { findMaterial } from '../../repositories/delivery/learner-space.ts';
import { materialFilePath } from '../../repositories/delivery/material-files.ts';
import { enrolledProgram } from './space-view.ts';

/** By the stored name's extension, which the server chose after reading the file's bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const NO_SUCH_MATERIAL = 'There is no such material.';

/**
 * `attachment`, with the uploaded name: plain ASCII for every browser, and the exact name in
 * UTF-8 (RFC 6266) for those that read it. Printable, even if kept from before uploads' names
 * were cleaned: with a bidi control, a saved 'invoice\u202Efdp.exe' shows as 'invoiceexe.pdf'.
 */
export function attachmentHeader(fileName: string): string {
  const name = printableLine(fileName) || 'material';
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim() || 'material';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function sendAttachment(reply: FastifyReply, file: string, size: number, fileName: string) {
  return reply
    .header('content-type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
    .header('content-length', String(size))
    .header('content-disposition', attachmentHeader(fileName))
    .header('x-content-type-options', 'nosniff')
    .send(fs.createReadStream(file));
}

/** Downloads of a program's module files, for the program's enrolled learners only. */
export async function learnMaterialRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  r.get(
    '/api/learn/:program/materials/:id',
    {
      schema: {
        summary: 'Download a file attached to a module of a program you are enrolled in',
        description: 'Always a download (content-disposition: attachment), never shown inline.',
        tags: ['learn'],
        params: learnMaterialParamsSchema,
        response: { 401: apiErrorSchema, 403: notEnrolledSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { program } = await enrolledProgram(db, request.user!.id, request.params.program);
      const material = await findMaterial(db, program.slug, request.params.id);
      const file = material?.stored_name
        ? materialFilePath(app.config.dataDir, material.stored_name)
        : undefined;
      const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
      if (!material || !file || !stat?.isFile()) throw new HttpError(404, NO_SUCH_MATERIAL);
      return sendAttachment(reply, file, stat.size, material.file_name ?? path.basename(file));
    },
  );
}
