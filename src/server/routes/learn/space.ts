import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import {
  learnerProgressSchema,
  learnerSpaceSchema,
  learnModuleParamsSchema,
  learnProgramParamsSchema,
  notEnrolledSchema,
  remindersSchema,
  remindersStateSchema,
} from '../../../domain/learner-space.ts';
import { nowIso } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import {
  markModuleDone,
  modulesDone,
  setReminders,
  unmarkModuleDone,
} from '../../repositories/delivery/learner-space.ts';
import { findModuleCheck } from '../../repositories/delivery/module-checks.ts';
import { programSyllabus } from '../../repositories/delivery/program-syllabus.ts';
import { enrolledProgram, learnerSpace, progressOf } from './space-view.ts';

const PASS_TO_MARK = 'This module has a check of understanding: pass it to mark the module done.';
const PASSED_STAYS_DONE =
  'This module has a check of understanding: it is done once the check is passed.';

/** The learner's space of a program: its cohort, sessions, modules and progress. */
export async function learnSpaceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['learn'];
  const moduleResponses = {
    200: learnerProgressSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: notEnrolledSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  r.get(
    '/api/learn/:program/',
    {
      schema: {
        summary: 'The signed-in learner’s space of a program they are enrolled in',
        description:
          'A session’s meeting link is sent only from 15 minutes before its start until its end, and only to learners of its cohort. `entitlements` are what the learner’s plan gives as they bought it (or upgraded to it): a change the owner publishes later is for later buyers.',
        tags,
        params: learnProgramParamsSchema,
        response: {
          200: learnerSpaceSchema,
          401: apiErrorSchema,
          403: notEnrolledSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const enrolled = await enrolledProgram(db, userId, request.params.program);
      return learnerSpace(db, userId, enrolled, new Date(), app.config.publicOrigin);
    },
  );

  /** The module the address names: 400 when the program has no such module. */
  const moduleOf = async (userId: number, params: { program: string; index: number }) => {
    const { program } = await enrolledProgram(db, userId, params.program);
    const total = programSyllabus(program.slug).length;
    if (params.index >= total) {
      throw new HttpError(
        400,
        `${program.name} has modules 1 to ${total}.`,
        {},
        { field: 'index' },
      );
    }
    return { slug: program.slug, total };
  };

  /** A module with a check is done by passing it, not by hand: 409. */
  const refuseIfChecked = async (slug: string, index: number, refusal: string) => {
    if (await findModuleCheck(db, slug, index)) throw new HttpError(409, refusal);
  };

  r.put(
    '/api/learn/:program/modules/:index/done',
    {
      schema: {
        summary: 'Mark a module of the program done (0-based index); repeating it changes nothing',
        description:
          'A module with a check of understanding is done by passing the check: 409 here.',
        tags,
        params: learnModuleParamsSchema,
        response: moduleResponses,
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { slug, total } = await moduleOf(userId, request.params);
      await refuseIfChecked(slug, request.params.index, PASS_TO_MARK);
      await markModuleDone(db, userId, slug, request.params.index, nowIso());
      return progressOf(await modulesDone(db, userId, slug), total);
    },
  );

  r.delete(
    '/api/learn/:program/modules/:index/done',
    {
      schema: {
        summary: 'Mark a module of the program not done again',
        tags,
        params: learnModuleParamsSchema,
        response: moduleResponses,
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { slug, total } = await moduleOf(userId, request.params);
      await refuseIfChecked(slug, request.params.index, PASSED_STAYS_DONE);
      await unmarkModuleDone(db, userId, slug, request.params.index);
      return progressOf(await modulesDone(db, userId, slug), total);
    },
  );

  r.put(
    '/api/learn/reminders/',
    {
      schema: {
        summary: 'Turn session reminder mails on or off',
        tags,
        body: remindersSchema,
        response: { 200: remindersStateSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await setReminders(db, request.user!.id, request.body.on, nowIso());
      return { reminders_on: request.body.on };
    },
  );
}
