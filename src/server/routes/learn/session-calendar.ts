import type { FastifyReply } from 'fastify';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { findProgram } from '../../../domain/catalogue/programs.ts';
import { formatStartDay, istParts } from '../../../domain/delivery/session-time.ts';
import { istClock, learnPath, sessionEndsAt } from '../../../domain/learner-space.ts';
import type { SessionRow } from '../../repositories/delivery/learner-space.ts';

export interface CalendarSite {
  siteName: string;
  publicOrigin: string;
}

function description(session: SessionRow, joinPage: string): string {
  const lines = [
    `${istClock(session.starts_at)}, ${formatStartDay(istParts(session.starts_at).date)} (${session.minutes} minutes).`,
  ];
  if (session.status === 'cancelled') {
    lines.push(`Cancelled${session.change_reason ? `: ${session.change_reason}` : '.'}`);
  } else {
    if (session.change_reason) lines.push(`Moved: ${session.change_reason}`);
    lines.push(
      `Join from your program page; the meeting link appears there 15 minutes before the start: ${joinPage}`,
    );
  }
  return lines.join('\n');
}

/**
 * Sessions as an iCalendar file (RFC 5545). Times are UTC; a session keeps its UID through
 * every change, and its SEQUENCE (seconds from its creation to its last change) and
 * LAST-MODIFIED grow when it moves, so calendars update the event instead of adding one.
 */
export function sessionsCalendar(
  sessions: readonly SessionRow[],
  site: CalendarSite,
  /** Adds other events, such as the learner's one-to-one sessions. */
  more?: (calendar: ICalCalendar) => void,
): string {
  const host = new URL(site.publicOrigin).hostname;
  const calendar = ical({
    name: `${site.siteName} sessions`,
    prodId: { company: site.siteName, product: 'sessions', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps that honour it read the feed again within the hour.
    ttl: 60 * 60,
  });
  for (const session of sessions) {
    const program = findProgram(session.program)?.name ?? session.program;
    const joinPage = `${site.publicOrigin}${learnPath(session.program)}`;
    const cancelled = session.status === 'cancelled';
    const topic = session.topic || 'Live session';
    calendar.createEvent({
      id: `session-${session.id}@${host}`,
      start: new Date(session.starts_at),
      end: new Date(sessionEndsAt(session.starts_at, session.minutes)),
      created: new Date(session.created_at),
      stamp: new Date(session.updated_at),
      lastModified: new Date(session.updated_at),
      sequence: Math.max(
        0,
        Math.floor((Date.parse(session.updated_at) - Date.parse(session.created_at)) / 1000),
      ),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      summary: `${cancelled ? 'Cancelled: ' : ''}${program}: ${topic}`,
      description: description(session, joinPage),
      url: joinPage,
    });
  }
  more?.(calendar);
  return calendar.toString();
}

/** Answers with a calendar: a download named `fileName`, or a feed when there is none. */
export function sendCalendar(reply: FastifyReply, ics: string, fileName?: string) {
  reply.header('content-type', 'text/calendar; charset=utf-8');
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.send(ics);
}
