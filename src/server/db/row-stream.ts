import pg from 'pg';

/**
 * A PostgreSQL query whose rows are handed on as they arrive: Kysely's `stream()` takes it as
 * the dialect's `cursor` (any class with pg-cursor's `read` and `close`). Unlike a cursor it
 * asks for every row at once, so the database goes on sending while this process writes, with
 * no round trip per batch; unlike a plain query it keeps no array of the rows, so each is let
 * go as soon as the reader has taken it and dies young, instead of a whole page of them
 * surviving the collector's passes. The reader takes them as they come (an export writes each
 * row, never waiting on its client mid-query), so the rows waiting here stay few.
 */
export class RowStream<R> extends pg.Query<R & pg.QueryResultRow> {
  #waiting: R[] = [];
  #ended = false;
  #closed = false;
  #failure: Error | undefined;
  #wake: (() => void) | undefined;

  constructor(text: string, values: unknown[]) {
    super(text, values);
    // Listening for rows before the query starts is what keeps pg from gathering them.
    this.on('row', (row: R) => {
      if (!this.#closed) this.#waiting.push(row);
      this.#notify();
    });
    this.on('end', () => {
      this.#ended = true;
      this.#notify();
    });
    this.on('error', (err: Error) => {
      this.#failure = err;
      this.#notify();
    });
  }

  #notify() {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }

  async #settled(): Promise<void> {
    while (this.#waiting.length === 0 && !this.#ended && !this.#failure) {
      await new Promise<void>((resolve) => (this.#wake = resolve));
    }
  }

  /** Up to `count` rows, waiting for one if none has come; none once all were read. */
  async read(count: number): Promise<R[]> {
    await this.#settled();
    if (this.#failure) throw this.#failure;
    if (this.#waiting.length <= count) {
      const taken = this.#waiting;
      this.#waiting = [];
      return taken;
    }
    return this.#waiting.splice(0, count);
  }

  /**
   * Lets the rest of the rows go by and waits for the query's end, so that the connection goes
   * back to the pool ready for the next one (a reader may stop early, e.g. on a failed write).
   */
  async close(): Promise<void> {
    this.#closed = true;
    this.#waiting = [];
    while (!this.#ended && !this.#failure) {
      await new Promise<void>((resolve) => (this.#wake = resolve));
    }
  }
}
