import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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

function pageOf(raw: Buffer, br: Buffer | undefined, gz: Buffer | undefined): Page {
  return {
    raw,
    br,
    gz,
    etag: `"${crypto.createHash('sha1').update(raw).digest('base64url')}"`,
    scriptHashes: inlineScriptHashes(raw.toString('utf8')),
  };
}

export function loadPage(file: string): Page {
  return pageOf(fs.readFileSync(file), readOptional(`${file}.br`), readOptional(`${file}.gz`));
}

/**
 * A page made while serving (a prerendered one with fresher data in it), compressed once here:
 * brotli a little below the build's best, as it is made on a request's path.
 */
export function compressedPage(html: string): Page {
  const raw = Buffer.from(html);
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  return pageOf(raw, br, zlib.gzipSync(raw, { level: 9 }));
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
