import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerProblem,
  attemptsLeft,
  markAttempt,
  rightAnswers,
} from '../../../domain/delivery/check-marking.ts';
import { checkAttemptSchema } from '../../../domain/delivery/check-attempts.ts';
import { checkResultSchema, type CheckResult } from '../../../domain/delivery/check-result.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { learnModuleParamsSchema, notEnrolledSchema } from '../../../domain/learner-space.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { nowIso } from '../../db/database.ts';
import { HttpError, isUniqueViolation } from '../../errors.ts';
import { attemptSummary, insertAttempt } from '../../repositories/delivery/check-attempts.ts';
import { markModuleDone, modulesDone } from '../../repositories/delivery/learner-space.ts';
import { findModuleCheck } from '../../repositories/delivery/module-checks.ts';
import { programSyllabus } from '../../repositories/delivery/program-syllabus.ts';
import { answersOpen } from './check-view.ts';
import { enrolledProgram, progressOf } from './space-view.ts';

const ALREADY_PASSED = 'You have passed this check already: the module is done.';
const CHANGED =
  'This check was changed after you opened it. Load the page again to answer the new questions.';
const AT_ONCE =
  'Another attempt at this check was being marked at the same time. Load the page again.';
const noAttemptsLeft = (max: number) =>
  `You have used all ${max} ${max === 1 ? 'attempt' : 'attempts'} at this check.`;

/**
 * A learner answers a module's check: the server marks it, stores the attempt and, on a pass,
 * marks the module done, all in one transaction. The right answers are told only once the
 * check is passed or no attempt is left.
 */
export async function learnCheckRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  r.post(
    '/api/learn/:program/modules/:index/check/',
    {
      schema: {
        summary: 'Answer a module’s check of understanding (0-based module index)',
        description:
          '`answers` in the questions’ order: an option’s 0-based place for multiple choice, a text for a short answer (compared trimmed, ignoring case and extra spaces). 409 once passed, when out of attempts, or when the check changed since `version` was read.',
        tags: ['learn'],
        params: learnModuleParamsSchema,
        body: checkAttemptSchema,
        response: {
          200: checkResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: notEnrolledSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request): Promise<CheckResult> => {
      const user = request.user!;
      const { index } = request.params;
      const { version, answers } = request.body;
      const { program } = await enrolledProgram(db, user.id, request.params.program);
      const total = programSyllabus(program.slug).length;
      if (index >= total) {
        throw new HttpError(
          400,
          `${program.name} has modules 1 to ${total}.`,
          {},
          { field: 'index' },
        );
      }
      let result: Omit<CheckResult, 'progress'>;
      try {
        result = await db.transaction().execute(async (tx) => {
          const check = await findModuleCheck(tx, program.slug, index);
          if (!check) throw new HttpError(404, `Module ${index + 1} has no check.`);
          const before = await attemptSummary(tx, user.id, check.id);
          if (before.passed) throw new HttpError(409, ALREADY_PASSED);
          if (attemptsLeft(check.max_attempts, before.used) === 0) {
            throw new HttpError(409, noAttemptsLeft(check.max_attempts!));
          }
          if (version !== check.version) throw new HttpError(409, CHANGED);
          const problem = answerProblem(check.questions, answers);
          if (problem) {
            throw new HttpError(400, problem.error, {}, { field: `answers.${problem.index}` });
          }
          const marking = markAttempt(check.questions, answers, check.pass_percent);
          const number = before.used + 1;
          const at = nowIso();
          await insertAttempt(tx, {
            checkId: check.id,
            version: check.version,
            userId: user.id,
            number,
            answers,
            marking,
            at,
          });
          if (marking.passed) await markModuleDone(tx, user.id, program.slug, index, at);
          await recordAudit(tx, user, {
            action: 'check.attempt',
            recordType: 'module_check',
            recordId: check.id,
            changes: [
              { field: 'attempt', before: null, after: number },
              { field: 'right', before: null, after: `${marking.right} of ${marking.total}` },
              { field: 'passed', before: null, after: marking.passed },
            ],
          });
          const left = attemptsLeft(check.max_attempts, number);
          return {
            right: marking.right,
            total: marking.total,
            right_needed: marking.needed,
            passed: marking.passed,
            wrong: marking.wrong,
            attempts_used: number,
            attempts_left: left,
            right_answers: answersOpen(marking.passed, left) ? rightAnswers(check.questions) : null,
          };
        });
      } catch (err) {
        // Another attempt took this number first: this one is not stored, nor counted.
        if (isUniqueViolation(err)) throw new HttpError(409, AT_ONCE);
        throw err;
      }
      return {
        ...result,
        progress: progressOf(await modulesDone(db, user.id, program.slug), total),
      };
    },
  );
}
