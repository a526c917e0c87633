import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY_PIXELS,
} from '../../domain/account-messages.ts';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../domain/errors.ts';
import { requireUser } from '../auth/guards.ts';
import { nowIso } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { limitedBy } from '../rate-limits.ts';
import { loadSharp } from '../uploads/sharp.ts';
import { serveStoredPictures } from '../uploads/stored-pictures.ts';

const PHOTO_SIZE = 512;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const PHOTO_NAME = /^\d+-[\w-]{16}\.webp$/;

/** Deletes a stored photo; a name that is not one of ours is left alone. */
export async function removePhotoFile(dataDir: string, name: string | null): Promise<void> {
  if (name && PHOTO_NAME.test(name)) {
    await fs.rm(path.resolve(dataDir, 'photos', name), { force: true });
  }
}

const UPLOAD_UNREADABLE = 'The upload could not be read. Choose the photo again.';

const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;

/**
 * A body the multipart parser cannot read (no boundary, a broken part header, a body cut off
 * mid-part, or parts a photo form never sends) is the sender's fault, not the server's: 400.
 */
function unreadableUpload(): never {
  throw new HttpError(400, UPLOAD_UNREADABLE);
}

/** Where a stored photo is served from; photo_path is its file name. */
export const photoUrl = (photoPath: string) => `/media/photos/${photoPath}`;

/**
 * Uploads are treated as hostile: one file, 5 MB at most, its type read from its bytes by
 * sharp (never from its name or the browser's word), decoded under a pixel limit, and
 * re-encoded as a square WebP without metadata under a name the server makes.
 */
export async function profilePhotoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const dir = path.resolve(app.config.dataDir, 'photos');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  const removeFile = (name: string | null) => removePhotoFile(app.config.dataDir, name);

  r.post(
    '/api/upload-profile-photo/',
    {
      schema: {
        summary: 'Upload a profile photo (multipart, field "photo")',
        tags: ['accounts'],
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ photo_url: z.string() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'profile-photo'),
    },
    async (request) => {
      const user = await requireUser(app, request);
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the photo as multipart/form-data.');
      const part = await request.file().catch(unreadableUpload);
      if (!part || part.fieldname !== 'photo')
        throw new HttpError(400, 'Choose a photo to upload.');
      const bytes = await part.toBuffer().catch((err: unknown) => {
        if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, PHOTO_TOO_LARGE);
        return unreadableUpload();
      });
      if (part.file.truncated) throw new HttpError(413, PHOTO_TOO_LARGE);

      const sharp = await loadSharp();
      // The header alone says how big the picture is (reading it decodes no pixels): refuse a
      // huge one saying why, rather than calling it "not an image" when the limit stops it.
      const header = await sharp(bytes, { limitInputPixels: false })
        .metadata()
        .catch(() => undefined);
      if (header?.width && header.height && header.width * header.height > PHOTO_MAX_PIXELS) {
        throw new HttpError(413, PHOTO_TOO_MANY_PIXELS, {}, { field: 'photo' });
      }
      let webp: Buffer;
      try {
        const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
        const { format } = await image.metadata();
        if (!format || !ACCEPTED.has(format)) throw new Error(`not accepted: ${format}`);
        webp = await image
          .rotate() // honour the camera's orientation before the metadata goes
          .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new HttpError(415, PHOTO_NOT_AN_IMAGE);
      }

      const name = `${user.id}-${crypto.randomBytes(12).toString('base64url')}.webp`;
      await fs.writeFile(path.join(dir, name), webp, { mode: 0o600 });
      await db
        .updateTable('users')
        .set({ photo_path: name, updated_at: nowIso() })
        .where('id', '=', user.id)
        .execute();
      await removeFile(user.photo_path);
      return { photo_url: photoUrl(name) };
    },
  );

  r.post(
    '/api/remove-profile-photo/',
    {
      schema: {
        summary: 'Remove the profile photo',
        tags: ['accounts'],
        response: { 200: z.object({ ok: z.literal(true) }), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      await db
        .updateTable('users')
        .set({ photo_path: null, updated_at: nowIso() })
        .where('id', '=', user.id)
        .execute();
      await removeFile(user.photo_path);
      return { ok: true as const };
    },
  );

  serveStoredPictures(app, '/media/photos/:name', dir, PHOTO_NAME);
}
