import { z } from '../zod.ts';

/**
 * Pictures uploaded from the console: a program's artwork (drawn at 400 × 260 proportions) or a
 * mentor's portrait (square). Each is stored as WebP under the hash of its bytes, so a stored
 * picture never changes and the same upload twice is one file.
 */
export const CATALOGUE_IMAGE_KINDS = ['program', 'mentor'] as const;
export type CatalogueImageKind = (typeof CATALOGUE_IMAGE_KINDS)[number];

/** The pixels each kind is stored at: artwork cropped to 400 × 260's shape, portraits square. */
export const CATALOGUE_IMAGE_SIZE: Record<CatalogueImageKind, { width: number; height: number }> = {
  program: { width: 1200, height: 780 },
  mentor: { width: 512, height: 512 },
};

export const CATALOGUE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CATALOGUE_IMAGE_MAX_PIXELS = 40_000_000;

export const CATALOGUE_IMAGE_TOO_LARGE = 'The picture is over 5 MB. Choose a smaller one.';
export const CATALOGUE_IMAGE_TOO_MANY_PIXELS =
  'The picture is over 40 megapixels. Choose a smaller one.';
export const CATALOGUE_IMAGE_NOT_AN_IMAGE =
  'That file is not a picture we can use: choose a JPEG, PNG, WebP or GIF.';

/** An uploaded picture's file name: 32 hexadecimal characters of its hash, then .webp. */
export const CATALOGUE_IMAGE_NAME = /^[a-f0-9]{32}\.webp$/;

export const catalogueImagePath = (name: string) => `/media/catalogue/${name}`;

/** A picture the site serves: one of its own (public/images) or one uploaded from the console. */
export const siteImagePath = (example: string) =>
  z
    .string()
    .trim()
    .regex(
      /^(\/images\/[a-z0-9_-]+(\/[a-z0-9_-]+)*\.(svg|png|webp|jpg)|\/media\/catalogue\/[a-f0-9]{32}\.webp)$/,
      { error: `Give the address of an image on the site, e.g. ${example}, or upload one.` },
    );

/** POST /api/staff/catalogue/images/?kind=: what the picture is for. */
export const catalogueImageQuerySchema = z.object({
  kind: z.enum(CATALOGUE_IMAGE_KINDS, { error: 'Say what the picture is for: program or mentor.' }),
});

/** The answer to an upload: the path to put in the program's or mentor's image field. */
export const catalogueImageSchema = z.object({ path: z.string() });
export type CatalogueImage = z.infer<typeof catalogueImageSchema>;
