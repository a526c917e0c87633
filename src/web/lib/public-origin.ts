import { publicConfig } from './public-config.ts';

let served: string | undefined;

/**
 * Where the site is served (PUBLIC_ORIGIN), for canonical links, og:url and JSON-LD. The server
 * that renders the pages names its own (setServedOrigin, before the first render); in the
 * browser it is read back from the page, so that what the browser renders agrees with the HTML
 * it hydrates. `react-router dev` renders with the build's.
 */
export function publicOrigin(): string {
  if (typeof document === 'undefined') return served ?? publicConfig.buildOrigin;
  served ??= canonicalOrigin() ?? window.location.origin;
  return served;
}

/** Called once by the server before it renders a page. */
export function setServedOrigin(origin: string): void {
  served = origin;
}

function canonicalOrigin(): string | undefined {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return href ? new URL(href).origin : undefined;
}
