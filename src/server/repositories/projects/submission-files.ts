import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SubmissionFileType } from '../../../domain/projects/submissions.ts';

/** Stored submissions are named by the server: 32 hex characters and the type read from the bytes. */
const STORED_SUBMISSION_NAME = /^[0-9a-f]{32}\.(pdf|zip)$/;

const submissionsDir = (dataDir: string) => path.resolve(dataDir, 'submissions');

/** Where a stored submission lives; undefined for a name the server did not give (never a path). */
export function submissionFilePath(dataDir: string, storedName: string): string | undefined {
  return STORED_SUBMISSION_NAME.test(storedName)
    ? path.join(submissionsDir(dataDir), storedName)
    : undefined;
}

/** Writes a learner's file under a random name the server chose; its stored name. */
export async function storeSubmissionFile(
  dataDir: string,
  bytes: Buffer,
  type: SubmissionFileType,
): Promise<string> {
  const dir = submissionsDir(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = `${crypto.randomBytes(16).toString('hex')}.${type}`;
  await fs.writeFile(path.join(dir, storedName), bytes, { mode: 0o600, flag: 'wx' });
  return storedName;
}

/** Deletes a stored file whose row was never written. */
export async function removeSubmissionFile(dataDir: string, storedName: string): Promise<void> {
  const file = submissionFilePath(dataDir, storedName);
  if (file) await fs.rm(file, { force: true });
}
