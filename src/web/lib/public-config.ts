/**
 * The only configuration that reaches the browser, fixed when the pages are built
 * (see vite.config.ts). Everything else stays on the server.
 */
export interface PublicConfig {
  siteName: string;
  publicOrigin: string;
  /** Digits only, with country code: the floating chat link opens wa.me/<this>. */
  whatsappNumber: string;
  /** For the copyright line: fixed at build so that the page and its hydration agree. */
  buildYear: number;
}

declare const __PUBLIC_CONFIG__: PublicConfig;

export const publicConfig: PublicConfig = __PUBLIC_CONFIG__;
