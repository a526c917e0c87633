import type { ProgramFile, ProgramTexts } from '../../domain/catalogue/program-file.ts';

// Read by the prerendering loaders only, so the texts go into each page's HTML and never into
// the JavaScript. The files were checked against the schema when the build started.
const files = import.meta.glob<ProgramFile>('../../../content/programs/*.json', {
  eager: true,
  import: 'default',
});

export function programTexts(slug: string): ProgramTexts {
  const file = files[`../../../content/programs/${slug}.json`];
  if (!file) throw new Error(`No content/programs/${slug}.json`);
  const { tagline, overview, outcomes, syllabus, mentors, popular } = file;
  return { tagline, overview, outcomes, syllabus, mentors, popularBlurb: popular?.blurb ?? '' };
}
