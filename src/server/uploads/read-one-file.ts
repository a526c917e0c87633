import type { MultipartFile } from '@fastify/multipart';
import { HttpError } from '../errors.ts';

const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;

/**
 * A multipart upload's text fields and its one file (named "file"), read to the end. Too big is
 * 413 with `tooLarge`; a second file, a broken body or no file is 400: the sender's fault.
 */
export async function readOneFile(
  parts: AsyncIterable<MultipartFile | { type: 'field' }>,
  tooLarge: string,
): Promise<{ fields: Record<string, string>; file: { name: string; bytes: Buffer } }> {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        const { fieldname, value } = part as unknown as { fieldname: string; value: unknown };
        if (typeof value === 'string') fields[fieldname] = value;
        continue;
      }
      const upload = part as MultipartFile;
      if (upload.fieldname !== 'file' || file) {
        throw new HttpError(400, 'Send one file, as "file".');
      }
      const bytes = await upload.toBuffer();
      if (upload.file.truncated) throw new HttpError(413, tooLarge);
      file = { name: upload.filename, bytes };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, tooLarge);
    throw new HttpError(400, 'The upload could not be read. Choose the file again.');
  }
  if (!file || file.bytes.length === 0) throw new HttpError(400, 'Choose a file to upload.');
  return { fields, file };
}
