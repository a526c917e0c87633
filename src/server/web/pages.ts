import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One prerendered page, held in memory with its encodings and its own CSP hashes. */
export interface Page {
  raw: Buffer;
  br: Buffer | undefined;
  gz: Buffer | undefined;
  etag: string;
  /** Hashes of the page's inline scripts, for its script-src. */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1]!)
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
}

function readOptional(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

export function loadPage(file: string): Page {
  const raw = fs.readFileSync(file);
  return {
    raw,
    br: readOptional(`${file}.br`),
    gz: readOptional(`${file}.gz`),
    etag: `"${crypto.createHash('sha1').update(raw).digest('base64url')}"`,
    scriptHashes: inlineScriptHashes(raw.toString('utf8')),
  };
}

/** Every `<path>/index.html` under the web root, keyed by the URL path it answers. */
export function loadPages(webRoot: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets') {
        walk(path.join(dir, entry.name), `${urlPath}${entry.name}/`);
      } else if (entry.name === 'index.html') {
        const key = urlPath === '/' ? '/' : urlPath.slice(0, -1);
        pages.set(key, loadPage(path.join(dir, entry.name)));
      }
    }
  };
  walk(webRoot, '/');
  return pages;
}
