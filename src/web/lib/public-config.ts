/**
 * The only configuration that reaches the browser, fixed when the pages are built
 * (see vite.config.ts). Everything else stays on the server.
 */
export interface PublicConfig {
  siteName: string;
  publicOrigin: string;
}

declare const __PUBLIC_CONFIG__: PublicConfig;

export const publicConfig: PublicConfig = __PUBLIC_CONFIG__;
