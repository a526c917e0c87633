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

/** Every public, indexable page: the sitemap lists exactly these. */
export const PUBLIC_PAGES: readonly string[] = [
  ...INFO_PAGES,
  ...PROGRAMS.map((p) => p.path),
  ...FREELANCING_PAGES.map((f) => f.path),
];

/** Rendered once and sent, with status 404, for every path that is not a page. */
export const NOT_FOUND_PATH = '/404';

/** Screens of one's own account: shipped as HTML shells, never indexed. */
export const ACCOUNT_PAGES = [
  '/login',
  '/signup',
  '/forgot-password',
  '/profile',
  '/my-programs',
  '/addcart',
  '/checkout',
];

/** The paths written to HTML at build time. */
export const prerenderPaths = [...PUBLIC_PAGES, ...ACCOUNT_PAGES, NOT_FOUND_PATH];

const byLowerCase = new Map(PUBLIC_PAGES.map((path) => [path.toLowerCase(), path]));

/**
 * Where another spelling of a page should go: '/ai' to '/artificial-intelligence', '/Python'
 * to '/python', '/freelancing/ui-designing' to '/freelancing/UI-Designing', '/about/' to
 * '/about'. Undefined when the path is a page as it is, or no page at all.
 */
export function canonicalPathFor(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = trimmed.toLowerCase();
  const target = PROGRAM_ALIASES[lower] ?? byLowerCase.get(lower);
  return target !== undefined && target !== pathname ? target : undefined;
}
