import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  reminderKey,
  REMINDER_LEADS,
  sessionReminderMail,
  type ReminderLead,
  type ReminderLearner,
} from '../mail/cohort-mails.ts';
import type { OrderMailSettings } from '../mail/learner-order-mails.ts';
import { optOutUrl, reminderOptOutToken } from '../mail/reminder-opt-out.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  scheduledSessionsStarting,
  type SessionRow,
} from '../repositories/delivery/learner-space.ts';
import { PeriodicJob } from '../periodic-job.ts';

/** Often enough that the 1-hour reminder goes out 55 to 60 minutes before the start. */
export const REMINDER_EVERY_MS = 5 * 60 * 1000;

interface Deps {
  db: Kysely<Database>;
  settings: OrderMailSettings;
}

/**
 * The reminder a session is due now, if any: the 1-hour one within the last hour before the
 * start, the 24-hour one from a day before until then. A session that has started is past both.
 */
function dueLead(session: SessionRow, now: Date): ReminderLead | undefined {
  const left = Date.parse(session.starts_at) - now.getTime();
  if (left <= 0) return undefined;
  if (left <= REMINDER_LEADS['1h']) return '1h';
  if (left <= REMINDER_LEADS['24h']) return '24h';
  return undefined;
}

/**
 * The active learners of a cohort who have not turned reminders off; for a webinar, those whose
 * plan was bought with webinars (Premium).
 */
async function learnersToRemind(
  db: Kysely<Database>,
  cohortId: number,
  webinar: boolean,
): Promise<ReminderLearner[]> {
  return db
    .selectFrom('enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['u.id', 'u.email', 'u.username'])
    .distinct()
    .where('e.cohort_id', '=', cohortId)
    .where('e.ended_at', 'is', null)
    .where('u.reminders_off_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .$if(webinar, (qb) => qb.where('e.webinars', '=', 1))
    .execute();
}

/**
 * Queues the reminders due now: 24 hours and 1 hour before each scheduled session, to each of
 * its cohort's learners who want them. The outbox's dedupe key makes each reminder one mail,
 * however often this runs and in however many processes. The number newly queued.
 */
export async function runSessionReminders({ db, settings }: Deps, now: Date): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_LEADS['24h']).toISOString();
  const sessions = await scheduledSessionsStarting(db, now.toISOString(), until);
  let queued = 0;
  for (const session of sessions) {
    const lead = dueLead(session, now);
    if (!lead) continue;
    const learners = await learnersToRemind(db, session.cohort_id, session.premium_only === 1);
    if (learners.length === 0) continue;
    const keys = learners.map((learner) => reminderKey(lead, session, learner.id));
    const sent = new Set(
      (
        await db.selectFrom('outbox').select('dedupe_key').where('dedupe_key', 'in', keys).execute()
      ).map((row) => row.dedupe_key),
    );
    const due = learners.filter((learner) => !sent.has(reminderKey(lead, session, learner.id)));
    if (due.length === 0) continue;
    const optOuts = await Promise.all(due.map((learner) => reminderOptOutToken(db, learner.id)));
    await db.transaction().execute(async (tx) => {
      for (const [i, learner] of due.entries()) {
        const optOut = optOutUrl(settings.publicOrigin, optOuts[i]!, session.program);
        await enqueueMail(tx, sessionReminderMail(lead, session, learner, settings, now, optOut));
      }
    });
    queued += due.length;
  }
  return queued;
}

/** Runs the reminders every five minutes beside the mail worker. */
export function sessionReminderJob(
  deps: Deps & { log: FastifyBaseLogger; onMail: () => void },
): PeriodicJob {
  return new PeriodicJob(
    'session reminders',
    REMINDER_EVERY_MS,
    async () => {
      const queued = await runSessionReminders(deps, new Date());
      if (queued > 0) {
        deps.log.info({ queued }, 'session reminders');
        deps.onMail();
      }
    },
    deps.log,
  );
}
