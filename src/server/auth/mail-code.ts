import type { FastifyInstance } from 'fastify';
import type { CodePurpose } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { oneTimeCodeMail } from '../mail/account-mails.ts';
import type { CodeRequester } from './code-requester.ts';
import { issueCode } from './one-time-codes.ts';
import type { User } from './sessions.ts';

interface CodeRequest {
  purpose: CodePurpose;
  /** What the code will prove (an email key); checked again when it is used. */
  target: string;
  /** The address it goes to. */
  to: string;
  /** "reset your password": finishes the sentence "Use this code to ...". */
  use: string;
  /** Who asked: for the per-address send limits, and whose a reset code is. */
  requester: CodeRequester;
  /** What to do if someone else asked for it, when it is not just "ignore this email". */
  ifNotYou?: string;
}

/**
 * Issues a one-time code for the account and queues its mail, within the send limits; 429 with
 * Retry-After when a limit is reached.
 */
export async function mailOneTimeCode(app: FastifyInstance, user: User, request: CodeRequest) {
  const sent = await tryMailOneTimeCode(app, user, request);
  if (sent.retryAfterSeconds !== undefined) {
    throw new HttpError(429, 'Too many codes sent. Please wait before asking for another.', {
      'retry-after': String(sent.retryAfterSeconds),
    });
  }
}

/** The same, answering with the wait instead of throwing when a limit is reached. */
export async function tryMailOneTimeCode(
  app: FastifyInstance,
  user: User,
  request: CodeRequest,
): Promise<{ retryAfterSeconds?: number }> {
  const issued = await issueCode(
    app.database.db,
    {
      userId: user.id,
      purpose: request.purpose,
      target: request.target,
      requester: request.requester,
    },
    (code, verificationId) =>
      oneTimeCodeMail({
        sender: app.config.identity,
        to: request.to,
        name: user.username,
        code,
        dedupeKey: `${request.purpose}-${verificationId}`,
        purpose: request.use,
        ...(request.ifNotYou ? { ifNotYou: request.ifNotYou } : {}),
      }),
  );
  if (issued.code === undefined) return { retryAfterSeconds: issued.retryAfterSeconds };
  app.mailWorker.notify();
  return {};
}
