import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';
import { findProgram } from '../../domain/catalogue/programs.ts';
import { formatSessionStart } from '../../domain/delivery/session-time.ts';
import { KIND_WORDS } from '../../domain/mentoring/entitlements.ts';
import { learnPath, sessionEndsAt } from '../../domain/learner-space.ts';
import type { BookingDetail } from '../repositories/mentoring/bookings.ts';
import type { CalendarSite } from '../routes/learn/session-calendar.ts';

export const bookingCalendarPath = (id: number) => `/api/mentoring/bookings/${id}/calendar.ics`;

const programName = (booking: BookingDetail) =>
  findProgram(booking.program)?.name ?? booking.program;

function summary(booking: BookingDetail): string {
  const cancelled = booking.status === 'cancelled' ? 'Cancelled: ' : '';
  return `${cancelled}${KIND_WORDS[booking.kind].title} with ${booking.mentor_name} (${programName(booking)})`;
}

function description(booking: BookingDetail, site: CalendarSite): string {
  const lines = [
    `${formatSessionStart(booking.starts_at)}, ${booking.minutes} minutes.`,
    `Learner: ${booking.learner_name}. Mentor: ${booking.mentor_name}.`,
  ];
  if (booking.status === 'cancelled') {
    lines.push(`Cancelled${booking.cancel_reason ? `: ${booking.cancel_reason}` : '.'}`);
  } else {
    lines.push(
      booking.meeting_url
        ? `Meeting link: ${booking.meeting_url}`
        : 'The meeting link will be on the program page once the mentor adds it.',
    );
  }
  lines.push(`${site.publicOrigin}${learnPath(booking.program)}`);
  return lines.join('\n');
}

/** One booking as an event; the UID stays the same when it is cancelled. */
function addEvent(calendar: ICalCalendar, booking: BookingDetail, site: CalendarSite) {
  const host = new URL(site.publicOrigin).hostname;
  const cancelled = booking.status === 'cancelled';
  return calendar.createEvent({
    id: `booking-${booking.id}@${host}`,
    start: new Date(booking.starts_at),
    end: new Date(sessionEndsAt(booking.starts_at, booking.minutes)),
    created: new Date(booking.created_at),
    stamp: new Date(booking.updated_at),
    lastModified: new Date(booking.updated_at),
    sequence: cancelled ? 1 : 0,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: summary(booking),
    description: description(booking, site),
    url: booking.meeting_url ?? `${site.publicOrigin}${learnPath(booking.program)}`,
  });
}

/** The learner's bookings added to their private feed. */
export function addBookingEvents(
  calendar: ICalCalendar,
  bookings: readonly BookingDetail[],
  site: CalendarSite,
): void {
  for (const booking of bookings) addEvent(calendar, booking, site);
}

/**
 * One booking as an invitation (METHOD:REQUEST, or CANCEL once cancelled) with the mentor as
 * organiser and the learner as attendee, so that calendar apps offer to add or remove it.
 */
export function bookingCalendar(booking: BookingDetail, site: CalendarSite): string {
  const cancelled = booking.status === 'cancelled';
  const calendar = ical({
    name: `${site.siteName} one-to-one session`,
    prodId: { company: site.siteName, product: 'bookings', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const event = addEvent(calendar, booking, site);
  event.organizer({ name: booking.mentor_name, email: booking.mentor_email });
  event.createAttendee({
    name: booking.learner_name,
    email: booking.learner_email,
    role: ICalAttendeeRole.REQ,
    status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
  });
  return calendar.toString();
}
