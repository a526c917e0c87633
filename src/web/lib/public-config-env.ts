import { siteIdentityFromEnv } from '../../domain/site-identity-env.ts';
import type { PublicConfig } from './public-config.ts';

/**
 * Reads the browser's configuration from the build's environment (vite.config.ts, vitest).
 * The same schema as the server's, so a bad value stops the build with the server's message;
 * the placeholders a live site must not show are refused when the server starts.
 */
export function publicConfigFromEnv(env: Record<string, string | undefined>): PublicConfig {
  return {
    buildOrigin: new URL(env.PUBLIC_ORIGIN || 'http://localhost:3000').origin,
    identity: siteIdentityFromEnv(env, { production: false }),
    buildYear: new Date().getFullYear(),
  };
}
