import type { DatabaseHandle } from '../db/database.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { createSmtpTransport } from '../mail/transport.ts';
import { MailWorker, type MailWorkerOptions } from '../mail/worker.ts';
import { recordingLogger } from './log-recorder.ts';

/** A plain message for the outbox, to `to`, told apart by `key`. */
export const testMessage = (key: string, to = 'learner@example.com'): OutgoingMail => ({
  dedupeKey: key,
  to,
  subject: `Subject ${key}`,
  text: 'Hello',
  html: '<p>Hello</p>',
});

/**
 * A sending process of its own on the test's database, mailing to `smtpUrl` with short retry
 * times, whose log lines the test reads. The caller stops it.
 */
export function smtpMailWorker(
  database: DatabaseHandle,
  smtpUrl: string,
  options: Partial<MailWorkerOptions> = {},
) {
  const { log, lines } = recordingLogger();
  const worker = new MailWorker({
    database,
    transport: createSmtpTransport(smtpUrl),
    from: 'site@mentora.test',
    messageIdDomain: 'mentora.test',
    log,
    retryBaseMs: 10,
    retryMaxMs: 40,
    pollMs: 20,
    ...options,
  });
  return { worker, lines };
}
