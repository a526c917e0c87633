import fs from 'node:fs';
import path from 'node:path';
import { identityDifferences, type SiteIdentity } from '../../domain/site-identity.ts';

/** Written by the build beside the web root (see vite.config.ts). */
export const BUILD_IDENTITY_FILE = 'site-identity.json';

/** What the pages were built to say: who the site is, and where it is (canonical links). */
export interface BuiltFor {
  identity: SiteIdentity;
  publicOrigin: string;
}

/**
 * The variables whose values differ between the server's environment and the one the pages
 * under `webRoot` were built with; empty when they agree or nothing is built.
 */
export function identityMismatch(webRoot: string, running: BuiltFor): string[] {
  const file = path.join(path.resolve(webRoot), '..', BUILD_IDENTITY_FILE);
  if (!fs.existsSync(file)) return [];
  const built = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BuiltFor>;
  if (!built.identity) return ['SITE_NAME'];
  return [
    ...identityDifferences(built.identity, running.identity),
    ...(built.publicOrigin === running.publicOrigin ? [] : ['PUBLIC_ORIGIN']),
  ];
}
