import type { Slot } from '../../../domain/mentoring/bookings.ts';
import type { BookingKind } from '../../../domain/mentoring/entitlements.ts';
import { failureMessage } from '../../api/client.ts';
import { announceIfSignedOut } from '../auth/signed-out.ts';
import { fetchSlots } from './mentoring-api.ts';

/** Which free times were asked for: an answer to another question is no answer. */
export const slotsAsked = (kind: BookingKind, day: string) => `${kind}|${day}`;

/** Where the booking picker's fetcher reads a day's free times (routes/learn-slots.ts). */
export const slotsPath = (program: string, kind: BookingKind, day: string) =>
  `/learn/${encodeURIComponent(program)}/slots?${new URLSearchParams({ kind, day })}`;

/** A day's free times, or why they could not be read. */
export type SlotsRead = { asked: string } & (
  { ok: true; slots: Slot[] } | { ok: false; error: string }
);

export async function readSlots(
  program: string,
  kind: BookingKind,
  day: string,
): Promise<SlotsRead> {
  const asked = slotsAsked(kind, day);
  const result = await fetchSlots(program, kind, day);
  if (result.ok) return { asked, ok: true, slots: result.data.slots };
  announceIfSignedOut(result);
  return { asked, ok: false, error: failureMessage(result, 'The free times could not be read.') };
}
