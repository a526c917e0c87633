import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';

/** A response body held in memory with the compressed forms a browser may take instead. */
export interface Encoded {
  raw: Buffer;
  br: Buffer | undefined;
  gz: Buffer | undefined;
  etag: string;
}

const etagOf = (raw: Buffer) => `"${crypto.createHash('sha1').update(raw).digest('base64url')}"`;

const readOptional = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

/** A built file and the `.br` / `.gz` beside it, as `npm run build` compressed them. */
export function readEncoded(file: string): Encoded {
  const raw = fs.readFileSync(file);
  return { raw, br: readOptional(`${file}.br`), gz: readOptional(`${file}.gz`), etag: etagOf(raw) };
}

// A window no larger than the body: brotli's default (4 MB) costs memory and buys nothing here.
const brotliParams = (raw: Buffer, quality: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(
      zlib.constants.BROTLI_MAX_WINDOW_BITS,
      Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(raw.length + 1))),
    ),
  },
});

/**
 * A body made on a request's path (a page with fresher data in it): brotli a little below the
 * build's best, so that the request that makes it is not kept waiting.
 */
export function encodeNow(raw: Buffer): Encoded {
  return {
    raw,
    br: zlib.brotliCompressSync(raw, brotliParams(raw, 9)),
    gz: zlib.gzipSync(raw, { level: 9 }),
    etag: etagOf(raw),
  };
}

/**
 * A body made once at start (a page rewritten for this origin), compressed as the build does.
 * On this thread, before the server listens: compressing on the thread pool left each of its
 * threads holding memory of its own afterwards (about 20 MB in all).
 */
export function encodeAtLoad(raw: Buffer): Encoded {
  return {
    raw,
    br: zlib.brotliCompressSync(raw, brotliParams(raw, 11)),
    gz: zlib.gzipSync(raw, { level: 9 }),
    etag: etagOf(raw),
  };
}
