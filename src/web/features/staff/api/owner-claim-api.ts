import { postJson } from '../../../api/client.ts';
import { needingSession } from '../../auth/account-api.ts';

// A 401 has the session read again: the console then sends the person to log in.

/** Mails a 6-digit code to the account's own address, which is the site's owner address. */
export const sendOwnerClaimCode = () =>
  needingSession(postJson<{ ok: true; message: string }>('/api/owner-claim/code/', undefined));

export const claimOwner = (code: string) =>
  needingSession(postJson<{ ok: true }>('/api/owner-claim/', { code }));
