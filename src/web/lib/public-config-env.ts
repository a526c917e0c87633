import type { PublicConfig } from './public-config.ts';

/** Reads the browser's configuration from the build's environment (vite.config.ts, vitest). */
export function publicConfigFromEnv(env: Record<string, string | undefined>): PublicConfig {
  return {
    siteName: env.SITE_NAME || 'Mentora',
    publicOrigin: (env.PUBLIC_ORIGIN || 'http://localhost:3000').replace(/\/+$/, ''),
    buildYear: new Date().getFullYear(),
    whatsappNumber: (env.WHATSAPP_NUMBER || '918040000000').replace(/\D/g, ''),
  };
}
