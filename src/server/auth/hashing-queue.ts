/**
 * At most `concurrency` hashes at a time and `maxWaiting` more in line: a burst of logins then
 * waits here instead of taking every thread of libuv's pool and 19 MiB each, and beyond the
 * line it is refused at once (503) rather than making every other login slow.
 */
export class HashingQueue {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs `work` in its turn; returns `busy` without running it when the line is full. */
  async run<T>(work: () => Promise<T>): Promise<{ value: T } | 'busy'> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.maxWaiting) return 'busy';
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#running += 1;
    try {
      return { value: await work() };
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }
}
