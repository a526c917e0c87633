import { formatSessionStart, formatStartDay } from '../../domain/delivery/session-time.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail, type MailSender } from './templates.ts';

/** What every mail about a cohort's teaching needs to know of the site. */
export interface DeliveryMailSettings {
  sender: MailSender;
  publicOrigin: string;
  enquiryInbox: string;
}

interface Learner {
  id: number;
  name: string;
  email: string;
}

interface Cohort {
  program: string;
  programName: string;
}

interface Session {
  id: number;
  topic: string;
  startsAt: string;
}

/** The learner's space for the program: where the schedule and the join link are. */
const learnPage = (s: DeliveryMailSettings, cohort: Cohort) =>
  `${s.publicOrigin}/learn/${cohort.program}`;

function toLearner(
  learner: Learner,
  dedupeKey: string,
  s: DeliveryMailSettings,
  parts: {
    subject: string;
    heading: string;
    paragraphs: string[];
    details: Array<[string, string]>;
  },
): OutgoingMail {
  return {
    dedupeKey,
    to: learner.email,
    replyTo: s.enquiryInbox,
    ...renderMail({ sender: s.sender, ...parts }),
  };
}

/** A session of the learner's cohort moved: once per learner and new time. */
export function sessionMovedMail(
  learner: Learner,
  cohort: Cohort,
  session: Session,
  change: { to: string; reason: string },
  s: DeliveryMailSettings,
): OutgoingMail {
  return toLearner(learner, `session-${session.id}-moved-${change.to}-${learner.id}`, s, {
    subject: `${cohort.programName}: a session moved to ${formatSessionStart(change.to)}`,
    heading: `Hello ${learner.name}, a session has a new time`,
    paragraphs: [
      `The ${cohort.programName} session "${session.topic}" moved from ${formatSessionStart(session.startsAt)} to ${formatSessionStart(change.to)}.`,
      `Reason: ${change.reason}`,
      `Your schedule and the link to join are in your learning space: ${learnPage(s, cohort)}`,
    ],
    details: [
      ['Program', cohort.programName],
      ['Session', session.topic],
      ['Was', formatSessionStart(session.startsAt)],
      ['Now', formatSessionStart(change.to)],
    ],
  });
}

/**
 * A session added to the learner's cohort after its schedule was made (a make-up class, a guest
 * talk), or a webinar for the learner's Premium plan: once per learner and session.
 */
export function sessionAddedMail(
  learner: Learner,
  cohort: Cohort,
  session: Session & { minutes: number; webinar: boolean },
  s: DeliveryMailSettings,
): OutgoingMail {
  const when = formatSessionStart(session.startsAt);
  const what = session.webinar ? 'webinar' : 'session';
  return toLearner(learner, `session-${session.id}-added-${learner.id}`, s, {
    subject: `${cohort.programName}: a new ${what} on ${when}`,
    heading: `Hello ${learner.name}, a ${what} has been added`,
    paragraphs: [
      session.webinar
        ? `A webinar for ${cohort.programName} learners on the Premium plan: "${session.topic}", on ${when}.`
        : `Your ${cohort.programName} cohort has a new session: "${session.topic}", on ${when}. Your other sessions are unchanged.`,
      `It is in your learning space and your calendar feed, with the link to join from 15 minutes before the start: ${learnPage(s, cohort)}`,
    ],
    details: [
      ['Program', cohort.programName],
      [session.webinar ? 'Webinar' : 'Session', session.topic],
      ['When', when],
      ['Length', `${session.minutes} minutes`],
    ],
  });
}

/** A session of the learner's cohort was cancelled: once per learner. */
export function sessionCancelledMail(
  learner: Learner,
  cohort: Cohort,
  session: Session,
  reason: string,
  s: DeliveryMailSettings,
): OutgoingMail {
  return toLearner(
    learner,
    `session-${session.id}-cancelled-${session.startsAt}-${learner.id}`,
    s,
    {
      subject: `${cohort.programName}: the session on ${formatSessionStart(session.startsAt)} is cancelled`,
      heading: `Hello ${learner.name}, a session is cancelled`,
      paragraphs: [
        `The ${cohort.programName} session "${session.topic}" on ${formatSessionStart(session.startsAt)} will not take place.`,
        `Reason: ${reason}`,
        `Your other sessions are unchanged; see them in your learning space: ${learnPage(s, cohort)}`,
      ],
      details: [
        ['Program', cohort.programName],
        ['Session', session.topic],
        ['Was on', formatSessionStart(session.startsAt)],
      ],
    },
  );
}

/** The learner now learns in another cohort of the same program, with its schedule. */
export function cohortChangedMail(
  learner: Learner & { enrolmentId: number },
  cohort: Cohort & { id: number; startsOn: string; schedule: string; language: string },
  upcoming: readonly Session[],
  at: string,
  s: DeliveryMailSettings,
): OutgoingMail {
  const sessions = upcoming.map((u) => `${formatSessionStart(u.startsAt)}: ${u.topic}`);
  return toLearner(learner, `enrolment-${learner.enrolmentId}-cohort-${cohort.id}-${at}`, s, {
    subject: `${cohort.programName}: you have moved to a new cohort`,
    heading: `Hello ${learner.name}, here is your new cohort`,
    paragraphs: [
      `You now learn ${cohort.programName} in the cohort that starts on ${formatStartDay(cohort.startsOn)}. Your progress through the modules stays as it was.`,
      sessions.length
        ? 'Your next sessions are below; the full schedule and the link to join are in your learning space:'
        : 'Its sessions will appear in your learning space as soon as they are scheduled:',
      learnPage(s, cohort),
    ],
    details: [
      ['Program', cohort.programName],
      ['Starts', formatStartDay(cohort.startsOn)],
      ['Schedule', cohort.schedule || 'To be announced'],
      ['Language', cohort.language],
      ...(sessions.length ? [['Next sessions', sessions.join('\n')] as [string, string]] : []),
    ],
  });
}
