import crypto from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
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

const brotliParams = (raw: Buffer, quality: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A body made once at start (a page rewritten for this origin), compressed as the build does. */
export async function encodeAtLoad(raw: Buffer): Promise<Encoded> {
  const [br, gz] = await Promise.all([brotli(raw, brotliParams(raw, 11)), gzip(raw, { level: 9 })]);
  return { raw, br, gz, etag: etagOf(raw) };
}
