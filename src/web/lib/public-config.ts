import type { SiteIdentity } from '../../domain/site-identity.ts';

/**
 * The only configuration that reaches the browser, fixed when the pages are built
 * (see vite.config.ts). Everything else stays on the server.
 */
export interface PublicConfig {
  /** PUBLIC_ORIGIN at build: read it through publicOrigin(), which knows the served one. */
  buildOrigin: string;
  /** Who the seller is: the server refuses to serve pages built with other details. */
  identity: SiteIdentity;
  /** For the copyright line: fixed at build so that the page and its hydration agree. */
  buildYear: number;
}

declare const __PUBLIC_CONFIG__: PublicConfig;

export const publicConfig: PublicConfig = __PUBLIC_CONFIG__;
