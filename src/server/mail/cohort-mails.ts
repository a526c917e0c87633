import type { Transaction } from 'kysely';
import { findProgram } from '../../domain/catalogue/programs.ts';
import {
  formatSessionStart,
  formatStartDay,
  startsInWords,
} from '../../domain/delivery/session-time.ts';
import { istClock, JOIN_OPENS_MINUTES, learnPath } from '../../domain/learner-space.ts';
import { storedEntitlements } from '../../domain/mentoring/entitlements.ts';
import type { Database } from '../db/schema.ts';
import {
  cohortWithMentors,
  sessionsOfCohorts,
  type SessionRow,
} from '../repositories/delivery/learner-space.ts';
import { orderItems, type OrderRow } from '../repositories/orders.ts';
import type { OrderMailSettings } from './learner-order-mails.ts';
import { oneClickUnsubscribe } from './reminder-opt-out.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import { renderMail } from './templates.ts';

type Cohort = NonNullable<Awaited<ReturnType<typeof cohortWithMentors>>>;

/** Who a welcome goes to, and its key: one welcome per line and learner, however often asked. */
export interface Welcomed {
  dedupeKey: string;
  email: string;
  name: string;
}

/** The line a learner is welcomed to, with the cohort they are taught in (null: self-paced). */
interface WelcomeLine {
  program: string;
  plan: string;
  terms: string | null;
  cohort_id: number | null;
}

const sessionLine = (s: Pick<SessionRow, 'starts_at' | 'topic'>) =>
  `${formatSessionStart(s.starts_at)}${s.topic ? `: ${s.topic}` : ''}`;

function cohortWelcomeMail(
  to: Welcomed,
  item: WelcomeLine,
  cohort: Cohort,
  upcoming: readonly SessionRow[],
  s: OrderMailSettings,
): OutgoingMail {
  const space = `${s.publicOrigin}${learnPath(item.program)}`;
  const mentors = cohort.mentors.length ? cohort.mentors.join(', ') : 'To be announced';
  return {
    dedupeKey: to.dedupeKey,
    to: to.email,
    replyTo: s.enquiryInbox,
    ...renderMail({
      sender: s.sender,
      subject: `Welcome to ${item.program}: your cohort starts ${formatStartDay(cohort.starts_on)}`,
      heading: `Welcome to your ${item.program} cohort, ${to.name}`,
      paragraphs: [
        `Your cohort starts on ${formatStartDay(cohort.starts_on)} and is taught in ${cohort.language}. ${cohort.schedule ? `Live sessions: ${cohort.schedule}.` : 'Its live sessions will be announced soon.'}`,
        `Your program space has the schedule, the link to join each session (from ${JOIN_OPENS_MINUTES} minutes before it starts), recordings, materials and your progress: ${space}`,
        'We will remind you by email 24 hours and 1 hour before each session; you can turn reminders off in your program space, and add every session to your calendar from there.',
      ],
      details: [
        ['Program', `${item.program}, ${item.plan}`],
        ['Starts', formatStartDay(cohort.starts_on)],
        ['Schedule', cohort.schedule || 'To be announced'],
        ['Language', cohort.language],
        ['Mentors', mentors],
        ...(upcoming.length
          ? [['Sessions', upcoming.map(sessionLine).join('\n')] as [string, string]]
          : []),
      ],
    }),
  };
}

function selfPacedWelcomeMail(to: Welcomed, item: WelcomeLine, s: OrderMailSettings): OutgoingMail {
  const space = `${s.publicOrigin}${learnPath(item.program)}`;
  return {
    dedupeKey: to.dedupeKey,
    to: to.email,
    replyTo: s.enquiryInbox,
    ...renderMail({
      sender: s.sender,
      subject: `Welcome to ${item.program}: start any day`,
      heading: `Welcome to ${item.program}, ${to.name}`,
      paragraphs: [
        `Your ${item.program} program is self-paced: start any day and learn at your own pace. Access never expires.`,
        `Your program space lists the modules with their materials and keeps track of the ones you have done: ${space}`,
      ],
      details: [['Program', `${item.program}, ${item.plan}`]],
    }),
  };
}

/**
 * The welcome of one learner to one line, in the transaction that enrols them: a cohort's
 * schedule for a cohort line, 'start any day' for a self-paced one.
 */
export async function queueWelcomeMail(
  tx: Transaction<Database>,
  to: Welcomed,
  item: WelcomeLine,
  settings: OrderMailSettings,
): Promise<void> {
  const cohort = item.cohort_id === null ? undefined : await cohortWithMentors(tx, item.cohort_id);
  if (!cohort) {
    await enqueueMail(tx, selfPacedWelcomeMail(to, item, settings));
    return;
  }
  // Webinars only for a plan bought with them, as the enrolment made from this line holds.
  const { webinars } = storedEntitlements(item);
  const now = new Date().toISOString();
  const upcoming = (await sessionsOfCohorts(tx, [cohort.id])).filter(
    (session) =>
      session.status === 'scheduled' &&
      session.starts_at >= now &&
      (session.premium_only === 0 || webinars),
  );
  await enqueueMail(tx, cohortWelcomeMail(to, item, cohort, upcoming, settings));
}

/** One welcome per line of a paid order that enrolled its buyer, in the transaction that marks it paid. */
export async function queueWelcomeMails(
  tx: Transaction<Database>,
  order: OrderRow,
  settings: OrderMailSettings,
): Promise<void> {
  for (const item of await orderItems(tx, order.id)) {
    // An upgrade moves a learner who was welcomed when they enrolled; each learner given a seat
    // is welcomed when they take it.
    if (item.upgrade_from || item.seats !== null) continue;
    const to = {
      dedupeKey: `cohort-welcome-${order.id}-${item.id}`,
      email: order.email,
      name: order.name,
    };
    await queueWelcomeMail(tx, to, item, settings);
  }
}

/** How long before a session each reminder goes. */
export const REMINDER_LEADS = { '24h': 24 * 60 * 60 * 1000, '1h': 60 * 60 * 1000 } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;

export interface ReminderLearner {
  id: number;
  email: string;
  username: string;
}

/**
 * Unique per session, its start and the learner: a moved session is reminded again at its new
 * time, and however many processes run the job, each reminder is one mail.
 */
export const reminderKey = (lead: ReminderLead, session: SessionRow, learnerId: number) =>
  `session-reminder-${lead}-${session.id}-${session.starts_at}-${learnerId}`;

export function sessionReminderMail(
  lead: ReminderLead,
  session: SessionRow,
  learner: ReminderLearner,
  s: OrderMailSettings,
  now: Date,
  /** The learner's one-click address that turns reminders off (reminder-opt-out.ts). */
  optOutUrl: string,
): OutgoingMail {
  const program = findProgram(session.program)?.name ?? session.program;
  const space = `${s.publicOrigin}${learnPath(session.program)}`;
  const what = session.topic ? `${program}: ${session.topic}` : `${program} live session`;
  const soon = lead === '1h';
  const startsIn = startsInWords(session.starts_at, now);
  return {
    dedupeKey: reminderKey(lead, session, learner.id),
    to: learner.email,
    headers: oneClickUnsubscribe(optOutUrl),
    ...renderMail({
      sender: s.sender,
      subject: soon
        ? `Starting ${startsIn}: ${program} at ${istClock(session.starts_at)}`
        : `Reminder: ${program} on ${formatSessionStart(session.starts_at)}`,
      heading: soon
        ? `Your session starts ${startsIn}, ${learner.username}`
        : `Your next session, ${learner.username}`,
      paragraphs: [
        `${what} starts on ${formatSessionStart(session.starts_at)} and lasts ${session.minutes} minutes.`,
        `Join from your program space; the link to the meeting appears there ${JOIN_OPENS_MINUTES} minutes before the start: ${space}`,
      ],
      details: [
        ['Session', what],
        ['When', formatSessionStart(session.starts_at)],
      ],
      footer: `Turn off reminders: one click on "Session reminders" at ${space}#reminders`,
    }),
  };
}
