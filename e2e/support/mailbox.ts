import { expect } from '@playwright/test';
import type { CapturedMail } from '../../src/server/test/smtp-capture.ts';
import { E2E_PORTS } from './ports.ts';

/** What this worker has read from the sink so far, in the order the sink received it. */
const received: CapturedMail[] = [];

export async function allMail(): Promise<readonly CapturedMail[]> {
  const from = received.length;
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.mailApi}/messages?from=${from}`);
  const fresh = (await response.json()) as CapturedMail[];
  // By position: two reads at once in one worker fetch the same messages, kept once.
  fresh.forEach((mail, i) => (received[from + i] = mail));
  return received;
}

/** Waits until a message matching `match` has arrived at the test SMTP server, and returns it. */
export async function waitForMail(
  match: (mail: CapturedMail) => boolean,
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail()).find(match);
        return found !== undefined;
      },
      {
        timeout: timeoutMs,
        // Mail arrives a moment after the step that sends it; each look is a small request.
        intervals: [100],
        message: 'waiting for mail at the test SMTP server',
      },
    )
    .toBe(true);
  return found!;
}
