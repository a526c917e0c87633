import { expect } from '@playwright/test';
import type { CapturedMail } from '../../src/server/test/smtp-capture.ts';
import { E2E_PORTS } from './ports.ts';

export async function allMail(): Promise<CapturedMail[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.mailApi}/messages`);
  return (await response.json()) as CapturedMail[];
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
      { timeout: timeoutMs, message: 'waiting for mail at the test SMTP server' },
    )
    .toBe(true);
  return found!;
}
