import type { FastifyBaseLogger } from 'fastify';
import type { MailTransportUnavailableError } from './transport.ts';
import { retryDelayMs } from './retry-delay.ts';

interface Outage {
  reason: string;
  since: number;
  failures: number;
  retryAt: number;
}

/**
 * Whether the mail relay is down, as this process last found it, and when to look again: one
 * probe at a time with capped exponential backoff, rather than every message burning a try.
 * It logs the start and the end of an outage once each, not every failed probe.
 */
export class TransportOutage {
  #current: Outage | undefined;

  constructor(
    private readonly o: { log: FastifyBaseLogger; retryBaseMs: number; retryMaxMs: number },
  ) {}

  /** The operator's few words while the relay is failing; undefined while it works. */
  get reason(): string | undefined {
    return this.#current?.reason;
  }

  /** How long until the relay may be tried again; 0 when it may be tried now. */
  msUntilRetry(now = Date.now()): number {
    return this.#current ? Math.max(0, this.#current.retryAt - now) : 0;
  }

  failed(err: MailTransportUnavailableError): void {
    const now = Date.now();
    const failures = (this.#current?.failures ?? 0) + 1;
    if (!this.#current) this.o.log.error({ err }, 'mail transport unavailable');
    this.#current = {
      reason: err.reason,
      since: this.#current?.since ?? now,
      failures,
      retryAt: now + retryDelayMs(failures, this.o.retryBaseMs, this.o.retryMaxMs),
    };
  }

  /** The relay took a message, or answered about one: it works again. */
  worked(): void {
    if (!this.#current) return;
    const { since, failures } = this.#current;
    this.#current = undefined;
    this.o.log.info({ downMs: Date.now() - since, failures }, 'mail transport available again');
  }
}
