import type { FastifyBaseLogger } from 'fastify';

/**
 * Background work on a timer beside the mail worker: run now, then every `everyMs`. A failed run
 * is logged and the next one tries again; `stop` waits for a run in progress.
 */
export class PeriodicJob {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly work: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    const tick = () => {
      this.#running = this.work().catch((err: unknown) =>
        this.log.warn({ err }, `${this.name} failed`),
      );
    };
    tick();
    this.#timer = setInterval(tick, this.everyMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
