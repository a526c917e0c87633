import {
  mentorPhotoPath,
  type Mentor,
  type MentorFile,
} from '../../domain/catalogue/mentor-file.ts';

// Read by the prerendering loaders only, like the programs' texts: the profiles go into each
// page's HTML, never into its JavaScript. The files were checked when the build started.
const files = import.meta.glob<MentorFile>('../../../content/mentors/*.json', {
  eager: true,
  import: 'default',
});

/** The mentors a program names, in its order. */
export function programMentors(slugs: readonly string[]): Mentor[] {
  return slugs.map((slug) => {
    const file = files[`../../../content/mentors/${slug}.json`];
    if (!file) throw new Error(`No content/mentors/${slug}.json`);
    return { slug, photo: mentorPhotoPath(slug), ...file };
  });
}
