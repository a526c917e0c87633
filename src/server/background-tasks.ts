import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, so that its answer takes the same time whatever
 * the work finds (a reset code for an account that exists, or nothing for one that does not).
 * Closing the app waits for what is running; tests wait with `settled`.
 */
export class BackgroundTasks {
  readonly #running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * Starts `work` once the request's answer has gone out, or `delayMs` later: work that only
   * some answers start (a reset code for an account that exists) must not slow the request that
   * follows, where a stranger would time it.
   */
  run(name: string, work: () => Promise<unknown>, { delayMs = 0 } = {}): void {
    const task = (async () => {
      // Off the request's own tick: its answer goes out first.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (delayMs > 0) await new Promise<void>((resolve) => setTimeout(resolve, delayMs));
      await work();
    })()
      .catch((err: unknown) => this.log.error({ err, task: name }, 'background task failed'))
      .finally(() => this.#running.delete(task));
    this.#running.add(task);
  }

  async settled(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }
}
