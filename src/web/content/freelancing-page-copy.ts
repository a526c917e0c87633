/** The freelancing pages' copy, from content/site/freelancing-page.json. */
import freelancingPage from '../../../content/site/freelancing-page.json';
import { fillPlaceholders } from './fill-placeholders.ts';

/**
 * The copy of the freelancing page for one program: `{programName}` and `{siteName}` (SITE_NAME,
 * as the pages were built with it) are written in wherever the file has them.
 */
export function freelancingPageCopy(siteName: string, programName: string): typeof freelancingPage {
  return fillPlaceholders(freelancingPage, { siteName, programName });
}
