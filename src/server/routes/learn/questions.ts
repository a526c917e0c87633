import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  askQuestionSchema,
  learnerQuestionsSchema,
  type LearnerQuestions,
} from '../../../domain/delivery/questions.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import {
  learnModuleParamsSchema,
  learnProgramParamsSchema,
  notEnrolledSchema,
} from '../../../domain/learner-space.ts';
import { firstNameOf } from '../../../domain/offers.ts';
import { FORMER_LEARNER } from '../../../domain/personal-data.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { questionAskedMail } from '../../mail/question-mails.ts';
import {
  answersTo,
  cohortMentorAddresses,
  insertQuestion,
  mentorIdsOf,
  questionsOfCohort,
} from '../../repositories/delivery/module-questions.ts';
import { programSyllabus } from '../../repositories/delivery/program-syllabus.ts';
import { RATE_LIMITS, limitedBy } from '../../rate-limits.ts';
import { deliveryMailSettings } from '../cohorts/access.ts';
import { enrolledProgram } from './space-view.ts';

/** Not enrolled (with where to read about the program), or enrolled self-paced. */
const refusedSchema = notEnrolledSchema.partial({ program_path: true });

export const SELF_PACED_QUESTIONS =
  'Questions to mentors are for learners in a cohort: your plan is self-paced.';

/**
 * What the cohort's learners read: questions and answers staff have not hidden, the asker by
 * first name (as referrers are shown), mentors and staff by the name the cohort's facts show.
 */
export async function learnerQuestions(
  db: Kysely<Database>,
  cohortId: number,
  readerId: number,
): Promise<LearnerQuestions> {
  const [questions, mentors] = await Promise.all([
    questionsOfCohort(db, cohortId, { shown: true }),
    mentorIdsOf(db, cohortId),
  ]);
  const answers = await answersTo(
    db,
    questions.map((q) => q.id),
    { shown: true },
  );
  return {
    questions: questions.map((q) => ({
      id: q.id,
      module_index: q.module_index,
      asker: q.learner_deleted_at ? FORMER_LEARNER : firstNameOf(q.learner_name),
      mine: q.learner_id === readerId,
      body: q.body,
      asked_at: q.created_at,
      answers: answers
        .filter((a) => a.question_id === q.id)
        .map((a) => ({
          id: a.id,
          author: a.author,
          by_mentor: mentors.has(a.author_id),
          body: a.body,
          answered_at: a.created_at,
        })),
    })),
  };
}

/**
 * Questions on a program's modules, asked by the learners of a cohort of it and read by the
 * cohort's other learners (under /api/learn/: signed in; each route checks the enrolment).
 */
export async function learnQuestionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['learn'];
  const mail = deliveryMailSettings(app);

  /** The learner's cohort in the program: 404 or 403 as the space answers, 403 when self-paced. */
  const cohortOf = async (userId: number, param: string) => {
    const { program, enrolment } = await enrolledProgram(db, userId, param);
    if (enrolment.cohort_id === null) throw new HttpError(403, SELF_PACED_QUESTIONS);
    return { program, cohortId: enrolment.cohort_id };
  };

  r.get(
    '/api/learn/:program/questions/',
    {
      schema: {
        summary: 'The questions of the learner’s cohort with their answers, newest first',
        description:
          'Posts staff hid are left out, the learner’s own too. The asker is named by first name.',
        tags,
        params: learnProgramParamsSchema,
        response: {
          200: learnerQuestionsSchema,
          401: apiErrorSchema,
          403: refusedSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { cohortId } = await cohortOf(userId, request.params.program);
      return learnerQuestions(db, cohortId, userId);
    },
  );

  r.post(
    '/api/learn/:program/modules/:index/questions/',
    {
      config: limitedBy(app, 'module-question'),
      schema: {
        summary: 'Ask the cohort’s mentors a question on a module (0-based index)',
        description: `For a learner of a cohort of the program. Every mentor of the cohort is mailed; the cohort's learners see it. At most ${RATE_LIMITS['module-question'].max} questions an hour per learner.`,
        tags,
        params: learnModuleParamsSchema,
        body: askQuestionSchema,
        response: {
          201: learnerQuestionsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: refusedSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { index } = request.params;
      const { program, cohortId } = await cohortOf(user.id, request.params.program);
      const syllabus = programSyllabus(program.slug);
      const module = syllabus[index];
      if (!module) {
        throw new HttpError(
          400,
          `${program.name} has modules 1 to ${syllabus.length}.`,
          {},
          { field: 'index' },
        );
      }
      const { body } = request.body;
      await db.transaction().execute(async (tx) => {
        const at = nowIso();
        const id = await insertQuestion(tx, {
          cohortId,
          moduleIndex: index,
          learnerId: user.id,
          body,
          at,
        });
        await recordAudit(tx, user, {
          action: 'question.ask',
          recordType: 'module_question',
          recordId: id,
          changes: [
            { field: 'cohort_id', before: null, after: cohortId },
            { field: 'module_index', before: null, after: index },
            { field: 'body', before: null, after: body },
          ],
        });
        const question = {
          id,
          cohortId,
          program: program.slug,
          programName: program.name,
          moduleIndex: index,
          moduleTitle: module.title,
          body,
        };
        const firstName = firstNameOf(user.username);
        for (const mentor of await cohortMentorAddresses(tx, cohortId)) {
          await enqueueMail(tx, questionAskedMail(mentor, { firstName }, question, mail));
        }
      });
      app.mailWorker.notify();
      return reply.code(201).send(await learnerQuestions(db, cohortId, user.id));
    },
  );
}
