import { findProgram } from '../../domain/catalogue/programs.ts';
import { formatSessionStart } from '../../domain/delivery/session-time.ts';
import { learnPath } from '../../domain/learner-space.ts';
import { KIND_WORDS } from '../../domain/mentoring/entitlements.ts';
import { NOTICE_HOURS } from '../../domain/mentoring/slots.ts';
import { bookingCalendarPath } from '../mentoring/booking-calendar.ts';
import type { BookingDetail } from '../repositories/mentoring/bookings.ts';
import type { OutgoingMail } from './outbox.ts';
import type { DeliveryMailSettings } from './session-change-mails.ts';
import { renderMail } from './templates.ts';

/** Where the mentor sees their day and adds a meeting link. */
export const MENTOR_DAY_PATH = '/staff/cohorts/my-day';

type Side = 'learner' | 'mentor';

const programName = (b: BookingDetail) => findProgram(b.program)?.name ?? b.program;

/** The event as both sides read it: when, how long, with whom, where to meet, the .ics. */
function eventDetails(b: BookingDetail, s: DeliveryMailSettings): Array<[string, string]> {
  return [
    ['Program', programName(b)],
    ['Session', `${KIND_WORDS[b.kind].title}, ${b.minutes} minutes`],
    ['When', formatSessionStart(b.starts_at)],
    ['Learner', b.learner_name],
    ['Mentor', b.mentor_name],
    ['Meeting link', b.meeting_url ?? 'The mentor will add it before the session'],
    ['Add to calendar', `${s.publicOrigin}${bookingCalendarPath(b.id)}`],
  ];
}

function mail(
  b: BookingDetail,
  side: Side,
  key: string,
  s: DeliveryMailSettings,
  parts: { subject: string; heading: string; paragraphs: string[]; withEvent: boolean },
): OutgoingMail {
  return {
    dedupeKey: `booking-${b.id}-${key}-${side}`,
    to: side === 'learner' ? b.learner_email : b.mentor_email,
    replyTo: s.enquiryInbox,
    ...renderMail({
      sender: s.sender,
      subject: parts.subject,
      heading: parts.heading,
      paragraphs: parts.paragraphs,
      details: parts.withEvent
        ? eventDetails(b, s)
        : [
            ['Program', programName(b)],
            ['Was on', formatSessionStart(b.starts_at)],
          ],
    }),
  };
}

const space = (b: BookingDetail, s: DeliveryMailSettings) =>
  `${s.publicOrigin}${learnPath(b.program)}`;
const mentorDay = (s: DeliveryMailSettings) => `${s.publicOrigin}${MENTOR_DAY_PATH}`;

/** A learner booked: both are told, each with the event and its calendar file. */
export function bookedMails(b: BookingDetail, s: DeliveryMailSettings): OutgoingMail[] {
  const what = KIND_WORDS[b.kind].one;
  const when = formatSessionStart(b.starts_at);
  return [
    mail(b, 'learner', 'booked', s, {
      subject: `Booked: your ${what} on ${when}`,
      heading: `Hello ${b.learner_name}, your ${what} is booked`,
      paragraphs: [
        `You meet ${b.mentor_name} on ${when} for ${b.minutes} minutes (${programName(b)}).`,
        `You can move or cancel it until ${NOTICE_HOURS} hours before it starts, in your program space: ${space(b, s)}`,
      ],
      withEvent: true,
    }),
    mail(b, 'mentor', 'booked', s, {
      subject: `New booking: ${b.learner_name} on ${when}`,
      heading: `Hello ${b.mentor_name}, ${b.learner_name} booked a ${what} with you`,
      paragraphs: [
        `${b.learner_name} (${programName(b)}) meets you on ${when} for ${b.minutes} minutes.`,
        `Add the meeting link in your day: ${mentorDay(s)}`,
      ],
      withEvent: true,
    }),
  ];
}

/** A learner moved a booking: `b` is the new one; both are told the old and the new time. */
export function movedMails(
  b: BookingDetail,
  from: string,
  s: DeliveryMailSettings,
): OutgoingMail[] {
  const what = KIND_WORDS[b.kind].one;
  const when = formatSessionStart(b.starts_at);
  const change = `It moved from ${formatSessionStart(from)} to ${when}.`;
  return [
    mail(b, 'learner', 'moved', s, {
      subject: `Moved: your ${what} is now on ${when}`,
      heading: `Hello ${b.learner_name}, your ${what} has a new time`,
      paragraphs: [change, `Your program space has it: ${space(b, s)}`],
      withEvent: true,
    }),
    mail(b, 'mentor', 'moved', s, {
      subject: `Moved: ${b.learner_name} is now on ${when}`,
      heading: `Hello ${b.mentor_name}, ${b.learner_name} moved their ${what}`,
      paragraphs: [change, `Your day: ${mentorDay(s)}`],
      withEvent: true,
    }),
  ];
}

/** A booking was cancelled, by the learner or, with a reason, by the mentor. */
export function cancelledMails(
  b: BookingDetail,
  by: Side,
  reason: string | null,
  s: DeliveryMailSettings,
): OutgoingMail[] {
  const what = KIND_WORDS[b.kind].one;
  const when = formatSessionStart(b.starts_at);
  const why = reason ? [`Reason: ${reason}`] : [];
  return [
    mail(b, 'learner', 'cancelled', s, {
      subject: `Cancelled: your ${what} on ${when}`,
      heading: `Hello ${b.learner_name}, your ${what} is cancelled`,
      paragraphs: [
        by === 'learner'
          ? `You cancelled the ${what} with ${b.mentor_name} on ${when}.`
          : `${b.mentor_name} cancelled your ${what} on ${when}.`,
        ...why,
        `It no longer counts against your plan: book another time in your program space: ${space(b, s)}`,
      ],
      withEvent: false,
    }),
    mail(b, 'mentor', 'cancelled', s, {
      subject: `Cancelled: ${b.learner_name} on ${when}`,
      heading: `Hello ${b.mentor_name}, a ${what} is cancelled`,
      paragraphs: [
        by === 'mentor'
          ? `You cancelled the ${what} with ${b.learner_name} on ${when}.`
          : `${b.learner_name} cancelled their ${what} with you on ${when}.`,
        ...why,
        `Your day: ${mentorDay(s)}`,
      ],
      withEvent: false,
    }),
  ];
}
