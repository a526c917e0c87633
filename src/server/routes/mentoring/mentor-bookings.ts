import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findProgram } from '../../../domain/catalogue/programs.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { addDays, istDay, istDayStartIso } from '../../../domain/india-time.ts';
import {
  bookingParamsSchema,
  dayItemSchema,
  meetingLinkSchema,
  mentorCancelSchema,
  mentorDaySchema,
  type DayItem,
} from '../../../domain/mentoring/bookings.ts';
import { KIND_WORDS } from '../../../domain/mentoring/entitlements.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { User } from '../../auth/sessions.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { cancelledMails } from '../../mail/booking-mails.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { runsBooking } from '../../mentoring/booking-access.ts';
import { NO_SUCH_BOOKING } from '../../mentoring/booking-changes.ts';
import {
  cancelBookingRow,
  findBooking,
  setMeetingUrl,
  type BookingDetail,
} from '../../repositories/mentoring/bookings.ts';
import { waitingQuestions } from '../../repositories/delivery/module-questions.ts';
import { mentorAgenda } from '../../repositories/mentoring/mentor-day.ts';
import { deliveryMailSettings, viewerOf } from '../cohorts/access.ts';
import { waitingQuestionOf } from '../cohorts/question-views.ts';

/** Today and the next 7 days. */
const DAYS_SHOWN = 8;

const programNameOf = (program: string) => findProgram(program)?.name ?? program;

function bookingItem(b: BookingDetail, now: Date): DayItem {
  return {
    type: 'booking',
    id: b.id,
    starts_at: b.starts_at,
    minutes: b.minutes,
    program: findProgram(b.program)?.slug ?? b.program,
    program_name: programNameOf(b.program),
    title: KIND_WORDS[b.kind].title,
    kind: b.kind,
    learner_name: b.learner_name,
    meeting_url: b.meeting_url,
    cohort_id: null,
    webinar: false,
    changeable: Date.parse(b.starts_at) > now.getTime(),
  };
}

/** The booking, if it is the user's to run: theirs as its mentor, or any for staff. */
async function ownBooking(
  tx: Transaction<Database>,
  user: User,
  id: number,
): Promise<BookingDetail> {
  const booking = await findBooking(tx, id);
  if (!booking || !runsBooking(user, booking)) {
    throw new HttpError(404, NO_SUCH_BOOKING);
  }
  return booking;
}

/** The mentor's days at a glance, a booking's meeting link, and cancelling a booking. */
export async function mentorBookingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const mail = deliveryMailSettings(app);
  const tags = ['mentoring'];

  r.get(
    '/api/mentoring/my-day/',
    {
      schema: {
        summary: 'Your cohort sessions and one-to-one bookings, today and the next 7 days (IST)',
        description:
          'With the learners’ questions waiting for an answer, oldest first: of the cohorts you teach, or of every cohort for staff and the owner.',
        tags,
        response: { 200: mentorDaySchema },
      },
    },
    async (request) => {
      const now = new Date();
      const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(istDay(now), i));
      const [{ sessions, bookings }, questions] = await Promise.all([
        mentorAgenda(
          db,
          request.user!.id,
          istDayStartIso(days[0]!),
          istDayStartIso(addDays(days[0]!, DAYS_SHOWN)),
        ),
        waitingQuestions(db, viewerOf(request.user!)),
      ]);
      const items: DayItem[] = [
        ...sessions.map((s) => ({
          type: 'session' as const,
          id: s.id,
          starts_at: s.starts_at,
          minutes: s.minutes,
          program: s.program,
          program_name: programNameOf(s.program),
          title: s.topic || 'Live session',
          kind: null,
          learner_name: null,
          meeting_url: s.meeting_url,
          cohort_id: s.cohort_id,
          webinar: s.premium_only === 1,
          changeable: false,
        })),
        ...bookings.map((b) => bookingItem(b, now)),
      ].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
      return {
        days: days.map((day) => ({
          day,
          items: items.filter((item) => istDay(item.starts_at) === day),
        })),
        questions: questions.map(waitingQuestionOf),
      };
    },
  );

  r.patch(
    '/api/mentoring/bookings/:id/',
    {
      schema: {
        summary: 'Set or remove the meeting link of a booking with you',
        description: 'The learner sees it in their program space.',
        tags,
        params: bookingParamsSchema,
        body: meetingLinkSchema,
        response: { 200: dayItemSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = request.user!;
      const url = request.body.meeting_url;
      const booking = await db.transaction().execute(async (tx) => {
        const before = await ownBooking(tx, actor, request.params.id);
        if (before.meeting_url !== url) {
          await setMeetingUrl(tx, before.id, url);
          await recordAudit(tx, actor, {
            action: 'booking.meeting_url',
            recordType: 'booking',
            recordId: before.id,
            changes: [{ field: 'meeting_url', before: before.meeting_url, after: url }],
          });
        }
        return (await findBooking(tx, before.id))!;
      });
      return bookingItem(booking, new Date());
    },
  );

  r.post(
    '/api/mentoring/bookings/:id/cancel/',
    {
      schema: {
        summary: 'Cancel a booking with you, with a reason; the learner is mailed it',
        description:
          'Until the session starts. The session goes back to the learner’s plan to book again.',
        tags,
        params: bookingParamsSchema,
        body: mentorCancelSchema,
        response: {
          200: dayItemSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = request.user!;
      const { reason } = request.body;
      const booking = await db.transaction().execute(async (tx) => {
        const before = await ownBooking(tx, actor, request.params.id);
        if (before.status === 'cancelled') {
          throw new HttpError(409, 'This session is already cancelled.');
        }
        if (before.starts_at <= nowIso()) {
          throw new HttpError(409, 'This session has already started.');
        }
        await cancelBookingRow(tx, before.id, reason);
        await recordAudit(tx, actor, {
          action: 'booking.cancel',
          recordType: 'booking',
          recordId: before.id,
          changes: [
            { field: 'status', before: 'booked', after: 'cancelled' },
            { field: 'cancel_reason', before: null, after: reason },
          ],
        });
        for (const m of cancelledMails(before, 'mentor', reason, mail)) await enqueueMail(tx, m);
        return before;
      });
      app.mailWorker.notify();
      return { ...bookingItem(booking, new Date()), changeable: false };
    },
  );
}
