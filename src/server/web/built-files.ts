import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encodeAtLoad, readEncoded, type Encoded } from './encoded.ts';

/** A prerendered page as served: its body, and the hashes of its inline scripts for its CSP. */
export interface Page extends Encoded {
  scriptHashes: string[];
}

/** Any other built file, with every header it is sent with worked out once. */
export interface StaticFile extends Encoded {
  headers: Record<string, string>;
}

/** Everything `npm run build` wrote for the browser, keyed by the URL path that answers it. */
export interface BuiltSite {
  pages: Map<string, Page>;
  /** The shell React Router writes for paths it did not prerender. */
  shell: Page | undefined;
  files: Map<string, StaticFile>;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1]!)
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
}

export const pageOf = (body: Encoded): Page => ({
  ...body,
  scriptHashes: inlineScriptHashes(body.raw.toString('utf8')),
});

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // React Router's data for in-app navigation, as its own server sends it.
  '.data': 'text/x-script',
};

/** Hashed names never change content; a page's data changes with every build, like the page. */
function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.data')) return 'no-cache';
  return 'public, max-age=86400';
}

function staticFile(urlPath: string, body: Encoded): StaticFile {
  return {
    ...body,
    headers: {
      'content-type': TYPES[path.extname(urlPath)] ?? 'application/octet-stream',
      'cache-control': cacheControl(urlPath),
      etag: body.etag,
      ...((body.br || body.gz) && { vary: 'accept-encoding' }),
    },
  };
}

function* builtFiles(root: string, dir = ''): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(root, file);
    else if (!/\.(br|gz)$/.test(entry.name)) yield file;
  }
}

/**
 * Reads the whole build into memory (a few megabytes): serving from memory is several times
 * faster than opening a file per request. `rewrite` changes what a text file says (the origin
 * the pages were built for); a file it changes is compressed again here, once.
 */
export function loadBuiltSite(
  webRoot: string,
  rewrite: (text: string) => string = (text) => text,
): BuiltSite {
  const site: BuiltSite = { pages: new Map(), shell: undefined, files: new Map() };
  const load = (file: string): Encoded => {
    const built = readEncoded(path.join(webRoot, file));
    if (file.startsWith('assets/') || !/\.(html|data|xml|txt|json)$/.test(file)) return built;
    const text = built.raw.toString('utf8');
    const rewritten = rewrite(text);
    return rewritten === text ? built : encodeAtLoad(Buffer.from(rewritten));
  };
  for (const file of builtFiles(webRoot)) {
    if (file === '__spa-fallback.html') {
      site.shell = pageOf(load(file));
    } else if (file === 'index.html' || file.endsWith('/index.html')) {
      const urlPath = `/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`;
      site.pages.set(urlPath, pageOf(load(file)));
    } else if (!file.endsWith('.html')) {
      site.files.set(`/${file}`, staticFile(`/${file}`, load(file)));
    }
  }
  return site;
}
