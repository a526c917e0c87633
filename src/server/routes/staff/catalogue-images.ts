import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATALOGUE_IMAGE_MAX_BYTES,
  CATALOGUE_IMAGE_MAX_PIXELS,
  CATALOGUE_IMAGE_NAME,
  CATALOGUE_IMAGE_NOT_AN_IMAGE,
  CATALOGUE_IMAGE_SIZE,
  CATALOGUE_IMAGE_TOO_LARGE,
  CATALOGUE_IMAGE_TOO_MANY_PIXELS,
  catalogueImagePath,
  catalogueImageQuerySchema,
  catalogueImageSchema,
} from '../../../domain/catalogue/catalogue-images.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { requirePermission } from '../../auth/guards.ts';
import { catalogueImageDir } from '../../catalogue/image-files.ts';
import { HttpError } from '../../errors.ts';
import { loadSharp } from '../../uploads/sharp.ts';
import { readOneFile } from '../../uploads/read-one-file.ts';
import { serveStoredPictures } from '../../uploads/stored-pictures.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * Pictures for programs and mentors, uploaded by staff who may edit the catalogue. Treated as
 * hostile as a profile photo is: one file of 5 MB at most, its type read from its bytes, decoded
 * under a pixel limit and written again as WebP without metadata, at the size its kind is
 * drawn at. Uploading changes nothing on the site: the path it answers goes into a draft.
 */
export async function staffCatalogueImageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dir = catalogueImageDir(app.config.dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await app.register(multipart, {
    limits: {
      fileSize: CATALOGUE_IMAGE_MAX_BYTES,
      files: 1,
      fields: 0,
      parts: 1,
      headerPairs: 50,
    },
  });

  r.post(
    '/api/staff/catalogue/images/',
    {
      onRequest: requirePermission('edit-catalogue'),
      schema: {
        summary: 'Upload a program\'s artwork or a mentor\'s portrait (multipart, field "file")',
        description:
          "Answers the path to give as the program's `image` or the mentor's `photo` in a draft. JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF, read from the bytes, up to 5 MB and 40 megapixels; stored as WebP, 1200 × 780 for a program (cropped to its 400 × 260 shape) or 512 × 512 for a mentor. Not an image: 415; too big: 413.",
        tags: ['staff', 'catalogue'],
        consumes: ['multipart/form-data'],
        querystring: catalogueImageQuerySchema,
        response: {
          201: catalogueImageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the picture as multipart/form-data.');
      }
      const { file } = await readOneFile(request.parts(), CATALOGUE_IMAGE_TOO_LARGE);
      const sharp = await loadSharp();
      const header = await sharp(file.bytes, { limitInputPixels: false })
        .metadata()
        .catch(() => undefined);
      if (
        header?.width &&
        header.height &&
        header.width * header.height > CATALOGUE_IMAGE_MAX_PIXELS
      ) {
        throw new HttpError(413, CATALOGUE_IMAGE_TOO_MANY_PIXELS, {}, { field: 'file' });
      }
      const { width, height } = CATALOGUE_IMAGE_SIZE[request.query.kind];
      let webp: Buffer;
      try {
        const image = sharp(file.bytes, {
          limitInputPixels: CATALOGUE_IMAGE_MAX_PIXELS,
          failOn: 'error',
        });
        const { format } = await image.metadata();
        if (!format || !ACCEPTED.has(format)) throw new Error(`not accepted: ${format}`);
        webp = await image
          .rotate()
          .resize(width, height, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new HttpError(415, CATALOGUE_IMAGE_NOT_AN_IMAGE, {}, { field: 'file' });
      }
      const name = `${crypto.createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
      await fs.writeFile(path.join(dir, name), webp, { mode: 0o600 });
      return reply.code(201).send({ path: catalogueImagePath(name) });
    },
  );
}

/** The uploaded pictures, for anyone: the pages show them. Registered outside the console. */
export async function catalogueImageFiles(app: FastifyInstance): Promise<void> {
  const dir = catalogueImageDir(app.config.dataDir);
  serveStoredPictures(app, '/media/catalogue/:name', dir, CATALOGUE_IMAGE_NAME);
}
