import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { EMAIL_CHANGE_UNDO_DAYS } from '../../domain/accounts.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { emailChangedMail } from '../mail/account-security-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { keyOf } from '../repositories/users.ts';
import { endSessions, tokenHash, type User } from './sessions.ts';
import type { MailSender } from '../mail/templates.ts';

/** The page the old address's link opens. */
export const EMAIL_CHANGE_UNDO_PATH = '/account/undo-email-change';
const UNDO_MS = EMAIL_CHANGE_UNDO_DAYS * 24 * 60 * 60 * 1000;

interface Settings {
  identity: MailSender;
  publicOrigin: string;
}

/**
 * Moves the account to `newEmail` in the caller's transaction, with what makes it safe: the old
 * address is told, with a link that takes the change back for 7 days; the audit log has it; and
 * every session but `keepTokenHash`'s ends, so whoever made it is left with just that one.
 */
export async function changeEmail(
  tx: Transaction<Database>,
  user: User,
  newEmail: string,
  keepSessionToken: string | undefined,
  settings: Settings,
): Promise<void> {
  const at = nowIso();
  await tx
    .updateTable('users')
    .set({ email: newEmail, email_key: keyOf(newEmail), email_verified_at: at, updated_at: at })
    .where('id', '=', user.id)
    .execute();
  const token = crypto.randomBytes(24).toString('base64url');
  await tx
    .insertInto('email_change_undos')
    .values({
      token_hash: tokenHash(token),
      user_id: user.id,
      old_email: user.email,
      new_email: newEmail,
      created_at: at,
      expires_at: nowIso(new Date(Date.parse(at) + UNDO_MS)),
      used_at: null,
    })
    .execute();
  const undoUrl = `${settings.publicOrigin}${EMAIL_CHANGE_UNDO_PATH}?token=${token}`;
  await enqueueMail(
    tx,
    emailChangedMail(user, newEmail, undoUrl, EMAIL_CHANGE_UNDO_DAYS, settings.identity, at),
  );
  await recordAudit(tx, user, {
    action: 'user.change-email',
    recordType: 'user',
    recordId: user.id,
    changes: [{ field: 'email', before: user.email, after: newEmail }],
  });
  await endSessions(tx, user.id, keepSessionToken);
}

export const UNDO_LINK_USED = 'This link has expired or was already used.';
export const OLD_ADDRESS_TAKEN =
  'Another account now uses your old address. Contact us to get your account back.';

/**
 * Takes an email change back with the token mailed to the old address: the account gets the old
 * address again and every session ends. Later changes' links stop working too: the old address
 * is the one the owner still reads. Returns the restored address.
 */
export async function undoEmailChange(tx: Transaction<Database>, token: string): Promise<string> {
  const now = nowIso();
  const undo = await tx
    .updateTable('email_change_undos')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!undo) throw new HttpError(400, UNDO_LINK_USED);
  const user = await tx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', undo.user_id)
    .executeTakeFirstOrThrow();
  const oldKey = keyOf(undo.old_email);
  const holder = await tx
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', oldKey)
    .where('id', '!=', user.id)
    .executeTakeFirst();
  if (holder) throw new HttpError(409, OLD_ADDRESS_TAKEN);
  await tx
    .updateTable('users')
    .set({ email: undo.old_email, email_key: oldKey, email_verified_at: now, updated_at: now })
    .where('id', '=', user.id)
    .execute();
  await tx
    .updateTable('email_change_undos')
    .set({ used_at: now })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute();
  await recordAudit(tx, null, {
    action: 'user.undo-email-change',
    recordType: 'user',
    recordId: user.id,
    changes: [{ field: 'email', before: user.email, after: undo.old_email }],
  });
  await endSessions(tx, user.id);
  return undo.old_email;
}
