import { z } from '../zod.ts';
import { CatalogueError, SLUG_PATTERN } from './program-file.ts';

/**
 * A mentor's public profile as its file in content/mentors/<slug>.json holds it, beside a
 * portrait in public/images/mentors/<slug>.svg. Programs name their mentors by slug.
 */
export const mentorFileSchema = z.strictObject({
  name: z.string().trim().min(3).max(60),
  /** One line under the name: what they do and where. */
  title: z.string().trim().min(3).max(90),
  bio: z.string().trim().min(200).max(600),
  linkedin: z
    .url({ protocol: /^https$/, error: 'Give the https address of a LinkedIn profile.' })
    .refine((url) => /^https:\/\/(www\.)?linkedin\.com\/in\/[A-Za-z0-9_-]+\/?$/.test(url), {
      error: 'Give a profile address: https://www.linkedin.com/in/<name>.',
    })
    .optional(),
  /** The portrait described for people who cannot see it. */
  photoAlt: z.string().trim().min(10).max(140),
});

export type MentorFile = z.output<typeof mentorFileSchema>;

/** Where a mentor's portrait is served. */
export const mentorPhotoPath = (slug: string) => `/images/mentors/${slug}.svg`;

/** A mentor as a program page shows them. */
export type Mentor = MentorFile & { slug: string; photo: string };

/** Checks each mentor file; throws a CatalogueError naming the file and the field at fault. */
export function mentorProfiles(
  files: readonly { slug: string; data: unknown; photo: string }[],
): Mentor[] {
  return files.map(({ slug, data, photo }) => {
    if (!SLUG_PATTERN.test(slug)) {
      throw new CatalogueError(`mentors/${slug}.json: a file name is a slug: a-z, 0-9 and -.`);
    }
    const parsed = mentorFileSchema.safeParse(data);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (i) => `${i.path.join('.') || '(file)'}: ${i.message}`,
      );
      throw new CatalogueError(`mentors/${slug}.json: ${problems.join('; ')}`);
    }
    return { slug, photo, ...parsed.data };
  });
}
