import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readEncoded, type Encoded } from './encoded.ts';

/** A built file, with every header it is sent with worked out once. */
export interface StaticFile extends Encoded {
  headers: Record<string, string>;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The hashes of a page's inline scripts, which its CSP allows and no other. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1]!)
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
}

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
};

/** Hashed names never change content. */
function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
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
 * Reads the browser's half of the build into memory (a few megabytes), keyed by the URL path that
 * answers each file: serving from memory is several times faster than opening a file per request.
 */
export function loadBuiltFiles(webRoot: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of builtFiles(webRoot)) {
    files.set(`/${file}`, staticFile(`/${file}`, readEncoded(path.join(webRoot, file))));
  }
  return files;
}
