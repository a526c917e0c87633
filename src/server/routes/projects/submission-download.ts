import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../errors.ts';
import { submissionFilePath } from '../../repositories/projects/submission-files.ts';
import { attachmentHeader } from '../learn/materials.ts';

const CONTENT_TYPES = { pdf: 'application/pdf', zip: 'application/zip' } as const;

/**
 * A learner's file, always as a download: never shown inline, never sniffed into something the
 * browser would run. The type is the one the server read from the bytes on upload.
 */
export async function sendSubmissionFile(
  reply: FastifyReply,
  dataDir: string,
  row:
    { stored_name: string | null; file_name: string | null; file_type: string | null } | undefined,
) {
  const file = row?.stored_name ? submissionFilePath(dataDir, row.stored_name) : undefined;
  const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
  if (!row || !file || !stat?.isFile()) throw new HttpError(404, 'There is no such file.');
  const type = row.file_type === 'pdf' || row.file_type === 'zip' ? row.file_type : undefined;
  return reply
    .header('content-type', type ? CONTENT_TYPES[type] : 'application/octet-stream')
    .header('content-length', String(stat.size))
    .header('content-disposition', attachmentHeader(row.file_name ?? 'submission'))
    .header('x-content-type-options', 'nosniff')
    .send(fs.createReadStream(file));
}
