/** The freelancing pages' copy, from content/site/freelancing-page.json. */
import freelancingPage from '../../../content/site/freelancing-page.json';
import { fillPlaceholders } from './fill-placeholders.ts';

export const FREELANCING_PAGE = {
  ...freelancingPage,
  /** The lead names the program: `{programName}` in the file. */
  lead: (programName: string): string => fillPlaceholders(freelancingPage.lead, { programName }),
};
