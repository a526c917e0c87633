import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { HttpError } from '../errors.ts';
import { HashingQueue } from './hashing-queue.ts';

/** OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane (about 40 ms here). */
export const OWASP_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The settings for this process. The test runner's processes (NODE_ENV=test, which a server
 * started for people never has) hash with argon2id's cheapest ones: the thousands of accounts
 * the API tests sign up would otherwise spend minutes of CI hashing. The stored format and
 * verification are the same.
 */
export function hashOptions(env: NodeJS.ProcessEnv = process.env) {
  return env.NODE_ENV === 'test'
    ? ({ memoryCost: 1024, timeCost: 1, parallelism: 1 } as const)
    : OWASP_OPTIONS;
}
const OPTIONS = hashOptions();

const CORES = Math.max(1, os.availableParallelism());
/** One hash per core, and a line of eight per core: about 350 ms of waiting at most. */
const queue = new HashingQueue(CORES, 8 * CORES);

export const SERVER_BUSY = 'The server is busy. Please try again in a few seconds.';

async function hashing<T>(work: () => Promise<T>): Promise<T> {
  const result = await queue.run(work);
  if (result === 'busy') throw new HttpError(503, SERVER_BUSY, { 'retry-after': '2' });
  return result.value;
}

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // A hash that cannot be read (never the case for ours) is no match; being busy is an answer.
  return hashing(() => verify(passwordHash, password).catch(() => false));
}

/**
 * Verifying against this when no account matches makes "no such account" take as long as
 * "wrong password". Made once, lazily, outside the queue's limit on waiting.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hash('decoy password that matches nothing', OPTIONS);
  return decoy;
}
