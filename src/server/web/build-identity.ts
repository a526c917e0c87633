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
 * one of them: the server writes its own into the pages when it loads them.
 */
export function identityMismatch(webRoot: string, running: SiteIdentity): string[] {
  const built = builtFor(webRoot);
  if (!built) return [];
  if (!built.identity) return ['SITE_NAME'];
  return identityDifferences(built.identity, running);
}

/**
 * Makes pages built for one origin name another: canonical links, og:url, JSON-LD and the
 * share images' addresses. Undefined when there is nothing to change.
 */
export function originRewrite(
  webRoot: string,
  publicOrigin: string,
): ((text: string) => string) | undefined {
  const from = builtFor(webRoot)?.publicOrigin;
  if (!from || from === publicOrigin) return undefined;
  // Only whole origins: followed by a path, a quote or the end of an attribute, never by more
  // of a host name or port.
  const pattern = new RegExp(
    `${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w:-]|\\.\\w)`,
    'g',
  );
  return (text) => text.replace(pattern, publicOrigin);
}
