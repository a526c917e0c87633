import type {
  LearnerBooking,
  Mentoring,
  MoveBooking,
  NewBooking,
  Slots,
} from '../../../domain/mentoring/bookings.ts';
import type { BookingKind } from '../../../domain/mentoring/entitlements.ts';
import { requestJson } from '../../api/client.ts';

const base = (program: string) => `/api/learn/${encodeURIComponent(program)}/mentoring/`;

export const fetchMentoring = (program: string) => requestJson<Mentoring>('GET', base(program));

export const fetchSlots = (program: string, kind: BookingKind, day: string) =>
  requestJson<Slots>('GET', `${base(program)}slots?kind=${kind}&day=${day}`);

export const bookSlot = (program: string, booking: NewBooking) =>
  requestJson<LearnerBooking>('POST', `${base(program)}bookings`, booking);

export const moveBooking = (program: string, id: number, move: MoveBooking) =>
  requestJson<LearnerBooking>('POST', `${base(program)}bookings/${id}/move`, move);

export const cancelBooking = (program: string, id: number) =>
  requestJson<Mentoring>('POST', `${base(program)}bookings/${id}/cancel`);
