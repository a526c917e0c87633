import type { SeatClaimed, SeatLookup } from '../../../domain/seats.ts';
import { postJson, requestJson } from '../../api/client.ts';
import { needingSession } from '../auth/account-api.ts';

// Not a console call: anyone holding the link reads the seat, and the account signed in tries to
// take it, so a 403 is about this seat and this account. A 401 on taking it has the session
// read again, and the page then asks for a login.

export const lookUpSeat = (token: string) =>
  requestJson<SeatLookup>('GET', `/api/seats/${encodeURIComponent(token)}/`);

export const takeSeat = (token: string, name: string) =>
  needingSession(postJson<SeatClaimed>('/api/seats/claim/', { token, name }));
