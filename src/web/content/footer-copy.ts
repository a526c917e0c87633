/** The footer's copy, on every page, from content/site/footer.json, with the site's name. */
import footer from '../../../content/site/footer.json';
import { fillPlaceholders } from './fill-placeholders.ts';

/** `siteName`: SITE_NAME, as the pages were built with it (publicConfig.identity). */
export function footerCopy(siteName: string): typeof footer {
  return fillPlaceholders(footer, { siteName });
}
