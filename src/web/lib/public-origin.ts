import { publicConfig } from './public-config.ts';

let served: string | undefined;

/**
 * Where the site is served (PUBLIC_ORIGIN), for canonical links, og:url and JSON-LD. Prerendering
 * uses the build's; the server writes its own into each page as it loads them, so in the browser
 * it is read back from the page, and what the browser renders agrees with the HTML it hydrates.
 */
export function publicOrigin(): string {
  if (typeof document === 'undefined') return publicConfig.buildOrigin;
  served ??= canonicalOrigin() ?? window.location.origin;
  return served;
}

function canonicalOrigin(): string | undefined {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return href ? new URL(href).origin : undefined;
}
