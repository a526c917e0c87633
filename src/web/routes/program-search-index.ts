import { programSearchEntries } from '../../domain/catalogue/program-search.ts';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import { programTexts } from '../content/program-texts.ts';
import { pageFactsContext } from '../lib/page-facts.ts';
import type { Route } from './+types/program-search-index.ts';

/**
 * What the header search matches, as the catalogue is published now: the box loads it when first
 * focused. The server keeps the answer like a page, until the owner publishes again. Without a
 * published catalogue to read, it answers from content/.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await context.get(pageFactsContext).catalogue();
  const programs =
    catalogue?.programs ??
    PROGRAMS.map((program) => ({ ...program, syllabus: programTexts(program.slug).syllabus }));
  return programSearchEntries(programs);
}
