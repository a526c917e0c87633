/**
 * The pictures link previews show (WhatsApp, LinkedIn, X): PNG at the size they all crop from.
 * The site's is made at build time (scripts/share-images.ts); each program's by the server from
 * the published catalogue and its artwork (src/server/web/program-share-images.ts). They don't
 * read SVG, which is what the pages themselves use.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site's own picture, for pages that are not about one program. */
export const SITE_SHARE_IMAGE = '/images/share/site.png';

export const shareImagePath = (slug: string) => `/images/share/${slug}.png`;
