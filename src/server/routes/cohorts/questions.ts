import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cohortParamsSchema } from '../../../domain/delivery/cohorts.ts';
import {
  answerParamsSchema,
  answerQuestionSchema,
  cohortQuestionsSchema,
  hidePostSchema,
  questionParamsSchema,
} from '../../../domain/delivery/questions.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { User } from '../../auth/sessions.ts';
import { nowIso } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { questionAnsweredMail } from '../../mail/question-mails.ts';
import { programName } from '../../repositories/delivery/cohorts.ts';
import {
  findAnswer,
  findQuestion,
  insertAnswer,
  setPostHidden,
  type Hiding,
} from '../../repositories/delivery/module-questions.ts';
import { deliveryMailSettings, requireManage, visibleCohort } from './access.ts';
import { cohortQuestions, moduleTitleOf } from './question-views.ts';

const NO_SUCH_QUESTION = 'There is no such question.';
const NO_SUCH_ANSWER = 'There is no such answer.';
const HIDDEN_QUESTION = 'This question is hidden. Show it again before answering it.';

const already = (what: 'question' | 'answer', hidden: boolean) =>
  hidden ? `This ${what} is already hidden.` : `This ${what} is not hidden.`;

/**
 * A cohort's questions in the console: its mentors and staff read them and answer (the learner
 * is mailed each answer); staff and the owner hide a question or an answer from the learners,
 * and show it again. Each change is audited in its transaction.
 */
export async function cohortQuestionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['cohorts'];
  const mail = deliveryMailSettings(app);
  const answers = {
    200: cohortQuestionsSchema,
    400: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  /** The question, if the user may see its cohort: 404 otherwise, as if neither existed. */
  const questionFor = async (user: User, params: { id: number; questionId: number }) => {
    const cohort = await visibleCohort(db, params.id, user);
    const question = await findQuestion(db, cohort.id, params.questionId);
    if (!question) throw new HttpError(404, NO_SUCH_QUESTION);
    return { cohort, question };
  };

  r.get(
    '/api/cohorts/:id/questions/',
    {
      schema: {
        summary: 'The questions the cohort’s learners asked, with their answers, newest first',
        description: 'Hidden posts too, with who hid them and why.',
        tags,
        params: cohortParamsSchema,
        response: { 200: cohortQuestionsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      cohortQuestions(db, await visibleCohort(db, request.params.id, request.user!)),
  );

  r.post(
    '/api/cohorts/:id/questions/:questionId/answers/',
    {
      schema: {
        summary: 'Answer a question (the cohort’s mentors, staff and the owner)',
        description:
          'The learner who asked is mailed the answer; the cohort’s learners see it under the question. A question may have several answers; a hidden one takes none (409).',
        tags,
        params: questionParamsSchema,
        body: answerQuestionSchema,
        response: { ...answers, 201: cohortQuestionsSchema },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      const { cohort, question } = await questionFor(actor, request.params);
      if (question.hidden_at) throw new HttpError(409, HIDDEN_QUESTION);
      const { body } = request.body;
      await db.transaction().execute(async (tx) => {
        const id = await insertAnswer(tx, {
          questionId: question.id,
          authorId: actor.id,
          body,
          at: nowIso(),
        });
        await recordAudit(tx, actor, {
          action: 'question.answer',
          recordType: 'module_answer',
          recordId: id,
          changes: [
            { field: 'question_id', before: null, after: question.id },
            { field: 'body', before: null, after: body },
          ],
        });
        // An erased account has no address left to write to.
        if (question.learner_deleted_at) return;
        await enqueueMail(
          tx,
          questionAnsweredMail(
            { email: question.learner_email, name: question.learner_name },
            { id, author: actor.username, body },
            {
              id: question.id,
              cohortId: cohort.id,
              program: cohort.program,
              programName: programName(cohort.program),
              moduleIndex: question.module_index,
              moduleTitle: moduleTitleOf(cohort.program, question.module_index),
              body: question.body,
            },
            mail,
          ),
        );
      });
      app.mailWorker.notify();
      return reply.code(201).send(await cohortQuestions(db, cohort));
    },
  );

  /**
   * Hides a question or an answer, with the reason (staff read it), or shows it again (null):
   * 409 when it is so already, checked by the change itself.
   */
  const hidePost = async (
    actor: User,
    params: { id: number; questionId: number; answerId?: number },
    reason: string | null,
  ) => {
    requireManage(actor);
    const hide = reason !== null;
    const { cohort, question } = await questionFor(actor, params);
    const answer =
      params.answerId === undefined ? null : await findAnswer(db, question.id, params.answerId);
    if (params.answerId !== undefined && !answer) throw new HttpError(404, NO_SUCH_ANSWER);
    const post = answer
      ? { what: 'answer' as const, table: 'module_answers' as const, row: answer }
      : { what: 'question' as const, table: 'module_questions' as const, row: question };
    const hiding: Hiding = hide ? { at: nowIso(), by: actor.id, reason } : null;
    await db.transaction().execute(async (tx) => {
      if (!(await setPostHidden(tx, post.table, post.row.id, hiding))) {
        throw new HttpError(409, already(post.what, hide));
      }
      const action = answer ? 'question.answer' : 'question';
      await recordAudit(tx, actor, {
        action: `${action}.${hide ? 'hide' : 'unhide'}`,
        recordType: answer ? 'module_answer' : 'module_question',
        recordId: post.row.id,
        changes: [
          { field: 'hidden', before: !hide, after: hide },
          { field: 'hidden_reason', before: post.row.hidden_reason, after: reason },
        ],
      });
    });
    return cohortQuestions(db, cohort);
  };

  const hideDescription =
    'Staff and the owner only (a mentor gets 403): the cohort’s learners no longer see it; its mentors and staff still do, marked hidden with the reason. 409 when it is already hidden.';

  r.post(
    '/api/cohorts/:id/questions/:questionId/hide/',
    {
      schema: {
        summary: 'Hide a question from the cohort’s learners',
        description: hideDescription,
        tags,
        params: questionParamsSchema,
        body: hidePostSchema,
        response: answers,
      },
    },
    async (request) => hidePost(request.user!, request.params, request.body.reason),
  );

  r.post(
    '/api/cohorts/:id/questions/:questionId/unhide/',
    {
      schema: {
        summary: 'Show a hidden question to the cohort’s learners again (staff and owner only)',
        tags,
        params: questionParamsSchema,
        response: answers,
      },
    },
    async (request) => hidePost(request.user!, request.params, null),
  );

  r.post(
    '/api/cohorts/:id/questions/:questionId/answers/:answerId/hide/',
    {
      schema: {
        summary: 'Hide an answer from the cohort’s learners',
        description: hideDescription,
        tags,
        params: answerParamsSchema,
        body: hidePostSchema,
        response: answers,
      },
    },
    async (request) => hidePost(request.user!, request.params, request.body.reason),
  );

  r.post(
    '/api/cohorts/:id/questions/:questionId/answers/:answerId/unhide/',
    {
      schema: {
        summary: 'Show a hidden answer to the cohort’s learners again (staff and owner only)',
        tags,
        params: answerParamsSchema,
        response: answers,
      },
    },
    async (request) => hidePost(request.user!, request.params, null),
  );
}
