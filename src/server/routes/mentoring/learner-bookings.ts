import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { learnProgramParamsSchema, notEnrolledSchema } from '../../../domain/learner-space.ts';
import {
  learnBookingParamsSchema,
  learnerBookingSchema,
  mentoringSchema,
  moveBookingSchema,
  newBookingSchema,
  slotsQuerySchema,
  slotsSchema,
} from '../../../domain/mentoring/bookings.ts';
import { requireUser } from '../../auth/guards.ts';
import {
  allowanceOf,
  bookSession,
  cancelByLearner,
  mentorsOf,
  moveByLearner,
} from '../../mentoring/booking-changes.ts';
import { slotsOn } from '../../mentoring/free-slots.ts';
import { deliveryMailSettings } from '../cohorts/access.ts';
import { enrolledProgram } from '../learn/space-view.ts';
import { learnerBooking, mentoringOf } from './booking-views.ts';

/**
 * /api/learn/:program/mentoring/…: the signed-in learner books, moves and cancels the one-to-one
 * sessions their plan includes, with the mentors of their cohort.
 */
export async function learnerBookingRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    await requireUser(app, request);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const mail = deliveryMailSettings(app);
  const tags = ['learn'];
  const refusals = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: notEnrolledSchema.partial({ program_path: true }),
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  r.get(
    '/api/learn/:program/mentoring/',
    {
      schema: {
        summary: 'The one-to-one sessions the plan includes, how many are left, and the bookings',
        tags,
        params: learnProgramParamsSchema,
        response: { 200: mentoringSchema, ...refusals },
      },
    },
    async (request) => {
      const { enrolment } = await enrolledProgram(db, request.user!.id, request.params.program);
      return mentoringOf(db, enrolment, new Date());
    },
  );

  r.get(
    '/api/learn/:program/mentoring/slots',
    {
      schema: {
        summary: 'Free slots of a kind on an IST day, with the mentors of the learner’s cohort',
        description:
          'Slots start on the half hour, at least 12 hours from now, within the next 14 days. 403 when the plan does not include the kind.',
        tags,
        params: learnProgramParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotsSchema, ...refusals },
      },
    },
    async (request) => {
      const enrolled = await enrolledProgram(db, request.user!.id, request.params.program);
      const { kind, day } = request.query;
      const { minutes } = allowanceOf(enrolled.enrolment, kind);
      const mentors = await mentorsOf(enrolled, db);
      return { kind, day, minutes, slots: await slotsOn(db, mentors, day, minutes, new Date()) };
    },
  );

  r.post(
    '/api/learn/:program/mentoring/bookings',
    {
      schema: {
        summary: 'Book a free slot',
        description:
          '403 when the plan does not include the kind; 409 when the slot has just been taken or no session of the kind is left. The learner and the mentor are mailed.',
        tags,
        params: learnProgramParamsSchema,
        body: newBookingSchema,
        response: { 201: learnerBookingSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const enrolled = await enrolledProgram(db, user.id, request.params.program);
      const now = new Date();
      const booking = await bookSession(db, user, enrolled, request.body, mail, now);
      app.mailWorker.notify();
      return reply.code(201).send(learnerBooking(booking, now));
    },
  );

  r.post(
    '/api/learn/:program/mentoring/bookings/:id/move',
    {
      schema: {
        summary: 'Move a booking to another free slot, until 12 hours before it starts',
        tags,
        params: learnBookingParamsSchema,
        body: moveBookingSchema,
        response: { 200: learnerBookingSchema, ...refusals },
      },
    },
    async (request) => {
      const user = request.user!;
      const enrolled = await enrolledProgram(db, user.id, request.params.program);
      const now = new Date();
      const { id } = request.params;
      const booking = await moveByLearner(db, user, enrolled, id, request.body, mail, now);
      app.mailWorker.notify();
      return learnerBooking(booking, now);
    },
  );

  r.post(
    '/api/learn/:program/mentoring/bookings/:id/cancel',
    {
      schema: {
        summary: 'Cancel a booking, until 12 hours before it starts; the session is given back',
        tags,
        params: learnBookingParamsSchema,
        response: { 200: mentoringSchema, ...refusals },
      },
    },
    async (request) => {
      const user = request.user!;
      const enrolled = await enrolledProgram(db, user.id, request.params.program);
      const now = new Date();
      await cancelByLearner(db, user, enrolled, request.params.id, mail, now);
      app.mailWorker.notify();
      return mentoringOf(db, enrolled.enrolment, now);
    },
  );
}
