import fs from 'node:fs';
import path from 'node:path';
import { identityDifferences, type SiteIdentity } from '../../domain/site-identity.ts';

/** Written by the build beside the web root (see vite.config.ts). */
export const BUILD_IDENTITY_FILE = 'site-identity.json';

/** What the pages were built to say: who the site is, and the origin their links were made with. */
export interface BuiltFor {
  identity: SiteIdentity;
  publicOrigin: string;
}

/** What the build under `webRoot` recorded; undefined when nothing is built. */
export function builtFor(webRoot: string): Partial<BuiltFor> | undefined {
  const file = path.join(path.resolve(webRoot), '..', BUILD_IDENTITY_FILE);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BuiltFor>;
}

/**
 * The variables whose values differ between the server's environment and the one the pages
 * under `webRoot` were built with; empty when they agree or nothing is built. The origin is not
 * one of them: the server renders the pages for its own.
 */
export function identityMismatch(webRoot: string, running: SiteIdentity): string[] {
  const built = builtFor(webRoot);
  if (!built) return [];
  if (!built.identity) return ['SITE_NAME'];
  return identityDifferences(built.identity, running);
}
