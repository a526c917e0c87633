import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane (about 40 ms here).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core at a time: a burst of logins then queues here instead of taking
 * every thread of libuv's pool and 19 MiB each, so other requests keep their share of the
 * machine and memory stays bounded.
 */
const MAX_CONCURRENT = Math.max(1, os.availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * Verifying against this when no account matches makes "no such account" take as long as
 * "wrong password". Made once, lazily.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that matches nothing');
  return decoy;
}
