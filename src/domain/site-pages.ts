import { FREELANCING_PAGES, PROGRAMS, PROGRAM_ALIASES } from './catalogue/programs.ts';

/** Pages that are not about one program. */
export const INFO_PAGES = [
  '/',
  '/programs',
  '/about',
  '/contact',
  '/refund-cancellation-policy',
  '/terms',
  '/privacy',
];

/** Every public, indexable page of the catalogue as it is now: the sitemap lists exactly these. */
export function publicPages(): string[] {
  return [...INFO_PAGES, ...PROGRAMS.map((p) => p.path), ...FREELANCING_PAGES.map((f) => f.path)];
}

/**
 * Where another spelling of a page should go: '/ai' to '/artificial-intelligence', '/Python'
 * to '/python', '/freelancing/ui-designing' to '/freelancing/UI-Designing', '/about/' to
 * '/about'. Undefined when the path is a page as it is, or no page at all.
 */
export function canonicalPathFor(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = trimmed.toLowerCase();
  const target =
    PROGRAM_ALIASES[lower] ?? publicPages().find((path) => path.toLowerCase() === lower);
  return target !== undefined && target !== pathname ? target : undefined;
}
