import fs from 'node:fs';
import path from 'node:path';
import { identityDifferences, type SiteIdentity } from '../../domain/site-identity.ts';

/** Written by the build beside the web root (see vite.config.ts). */
export const BUILD_IDENTITY_FILE = 'site-identity.json';

/**
 * The identity variables whose values differ between the server's environment and the one the
 * pages under `webRoot` were built with; empty when they agree or nothing is built.
 */
export function identityMismatch(webRoot: string, identity: SiteIdentity): string[] {
  const file = path.join(path.resolve(webRoot), '..', BUILD_IDENTITY_FILE);
  if (!fs.existsSync(file)) return [];
  const built = JSON.parse(fs.readFileSync(file, 'utf8')) as SiteIdentity;
  return identityDifferences(built, identity);
}
