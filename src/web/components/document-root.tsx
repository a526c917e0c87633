import type { ReactNode } from 'react';

/**
 * The page's <html> element when it is built; in the browser only what it holds, because the
 * client hydrates into document.documentElement: Preact cannot hydrate the document itself
 * (it would nest a second <html> and empty the <head>, preactjs/preact#3794).
 */
export function DocumentRoot({ lang, children }: { lang: string; children: ReactNode }) {
  if (typeof document === 'undefined') return <html lang={lang}>{children}</html>;
  return <>{children}</>;
}
