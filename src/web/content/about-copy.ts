/**
 * The about page's copy, from content/site/about.json, with the site's name and the number of
 * programs the catalogue holds written in.
 */
import about from '../../../content/site/about.json';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import { fillPlaceholders } from './fill-placeholders.ts';

export type AboutSection = (typeof about.sections)[number];

/** `siteName`: SITE_NAME, as the pages were built with it (publicConfig.identity). */
export function aboutCopy(siteName: string): typeof about {
  return fillPlaceholders(about, { siteName, programCount: PROGRAMS.length });
}
