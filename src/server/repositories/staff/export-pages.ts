import { Readable } from 'node:stream';
import type { Streamable } from 'kysely';

/** Rows per query of an export: each page is one query's plan and round trip. */
export const EXPORT_PAGE_SIZE = 1000;

/** Rows read, written and handed on at a time as they arrive (db/row-stream.ts). */
const EXPORT_BATCH = 100;

/**
 * Every row of a list, in its order, each as `write` makes it (a CSV line), in batches as the
 * rows arrive. `pageAfter` is the query of the `pageSize` rows after the row whose key it is
 * given (the first page: none); each page starts after the last row of the one before
 * (keyset), so no row is skipped or repeated and no page is slow.
 *
 * A page is read as fast as the database sends it, never waiting on the client mid-query, and
 * each batch is handed on as soon as it is written. The next page is read once the client has
 * taken this one but for a page's worth: one page waits at most, however slow the client.
 * Batches handed on at once die young. Gathered into whole pages of 1,000 instead, a page's
 * lines lived through two of V8's young-generation collections and were moved to the old
 * generation, where only a full collection frees them: a year's export grew the heap by 20 MB.
 */
export function keysetPages<R, K, T>(
  pageAfter: (after: K | undefined) => Streamable<R>,
  keyOf: (row: R) => K,
  write: (row: R) => T,
  pageSize: number,
): AsyncIterable<T[]> {
  const pageOfBatches = Math.ceil(pageSize / EXPORT_BATCH);
  let stopped = false;
  let room: (() => void) | undefined;
  const batches = new Readable({
    objectMode: true,
    highWaterMark: pageOfBatches,
    read: () => room?.(),
    destroy: (err, done) => {
      stopped = true;
      room?.();
      done(err);
    },
  });
  const readPages = async () => {
    let after: K | undefined;
    for (;;) {
      let rows = 0;
      let last: R | undefined;
      let batch: T[] = [];
      for await (const row of pageAfter(after).stream(EXPORT_BATCH)) {
        if (stopped) return;
        batch.push(write(row));
        rows += 1;
        last = row;
        if (batch.length === EXPORT_BATCH) {
          batches.push(batch);
          batch = [];
        }
      }
      if (batch.length > 0) batches.push(batch);
      if (rows < pageSize || last === undefined) {
        batches.push(null);
        return;
      }
      after = keyOf(last);
      while (!stopped && batches.readableLength >= pageOfBatches) {
        await new Promise<void>((resolve) => (room = resolve));
      }
      if (stopped) return;
    }
  };
  // A failed page destroys the stream: the reader sees the failure, never a short list.
  readPages().catch((err: Error) => batches.destroy(err));
  return batches;
}
