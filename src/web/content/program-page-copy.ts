/** The headings and intros every program page shares, from content/site/program-page.json. */
import programPage from '../../../content/site/program-page.json';

export const PROGRAM_PAGE = programPage;
