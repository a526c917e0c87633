import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findProgram, type ProgramSlug } from '../../../domain/catalogue/programs.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import {
  reviewDetailSchema,
  reviewListSchema,
  reviewParamsSchema,
  reviewSchema,
  type ReviewDetail,
  type ReviewSummary,
} from '../../../domain/projects/submissions.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { User } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { projectReviewedMail } from '../../mail/project-mails.ts';
import { programProjects } from '../../repositories/projects/program-projects.ts';
import {
  earlierAttempts,
  learnerAddress,
  recordReview,
  reviewQueue,
  visibleSubmission,
  type ReviewRow,
} from '../../repositories/projects/submissions.ts';
import { deliveryMailSettings, viewerOf } from '../cohorts/access.ts';
import { submissionOf } from './learner-projects.ts';
import { sendSubmissionFile } from './submission-download.ts';
import type { Kysely } from 'kysely';

const NO_SUCH_SUBMISSION = 'There is no such submission.';
const ALREADY_REVIEWED = 'This submission is already reviewed.';

const reviewerFilePath = (id: number) => `/api/cohorts/reviews/${id}/file`;

function summaryOf(row: ReviewRow): ReviewSummary {
  const project = programProjects(row.program as ProgramSlug).find((p) => p.id === row.project);
  return {
    id: row.id,
    learner: row.learner,
    program: row.program,
    program_name: findProgram(row.program)?.name ?? row.program,
    project: row.project,
    project_title: project?.title ?? row.project,
    final: project?.final === true,
    attempt: row.attempt,
    submitted_at: row.submitted_at,
    cohort_starts_on: row.cohort_starts_on ?? null,
  };
}

/** The submission, if the user may review it: 404 otherwise, as if it did not exist. */
async function reviewable(db: Kysely<Database>, id: number, user: User): Promise<ReviewRow> {
  const row = await visibleSubmission(db, id, viewerOf(user));
  if (!row) throw new HttpError(404, NO_SUCH_SUBMISSION);
  return row;
}

async function detailOf(db: Kysely<Database>, row: ReviewRow): Promise<ReviewDetail> {
  const project = programProjects(row.program as ProgramSlug).find((p) => p.id === row.project);
  return {
    summary: summaryOf(row),
    plan: row.plan,
    brief: project?.brief ?? '',
    submit: project?.submit ?? '',
    submission: submissionOf(row, reviewerFilePath),
    earlier: (await earlierAttempts(db, row)).map((r) => submissionOf(r, reviewerFilePath)),
  };
}

/**
 * Projects to review, under /api/cohorts/ (mentor, staff and owner; the group's hook refused
 * everyone else). A mentor sees the submissions of the learners of the cohorts they teach and
 * of self-paced learners of their programs; any other is 404. Each review mails the learner in
 * its transaction, with its audit row.
 */
export async function projectReviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['cohorts'];
  const settings = deliveryMailSettings(app);

  r.get(
    '/api/cohorts/reviews/',
    {
      schema: {
        summary: 'Project submissions waiting for review, oldest first',
        tags,
        response: { 200: reviewListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await reviewQueue(db, viewerOf(request.user!));
      return { count: rows.length, results: rows.map(summaryOf) };
    },
  );

  r.get(
    '/api/cohorts/reviews/:id/',
    {
      schema: {
        summary: 'A submission with its project, the learner’s note and earlier attempts',
        tags,
        params: reviewParamsSchema,
        response: { 200: reviewDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => detailOf(db, await reviewable(db, request.params.id, request.user!)),
  );

  r.get(
    '/api/cohorts/reviews/:id/file',
    {
      schema: {
        summary: 'Download the file of a submission',
        description: 'Always a download (content-disposition: attachment), never shown inline.',
        tags,
        params: reviewParamsSchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendSubmissionFile(
        reply,
        app.config.dataDir,
        await reviewable(db, request.params.id, request.user!),
      ),
  );

  r.post(
    '/api/cohorts/reviews/:id/',
    {
      schema: {
        summary: 'Accept a submission or ask for changes (a comment is required for changes)',
        tags,
        params: reviewParamsSchema,
        body: reviewSchema,
        response: {
          200: reviewDetailSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const { decision, comment } = request.body;
      const row = await reviewable(db, request.params.id, user);
      await db.transaction().execute(async (tx) => {
        const recorded = await recordReview(tx, row.id, {
          reviewerId: user.id,
          decision,
          comment,
        });
        if (!recorded) throw new HttpError(409, ALREADY_REVIEWED);
        await recordAudit(tx, user, {
          action: 'project.review',
          recordType: 'project_submission',
          recordId: row.id,
          changes: [
            { field: 'status', before: 'submitted', after: decision },
            ...(comment ? [{ field: 'review_comment', before: null, after: comment }] : []),
          ],
        });
        const summary = summaryOf(row);
        await enqueueMail(
          tx,
          projectReviewedMail(
            await learnerAddress(tx, row.user_id),
            {
              submissionId: row.id,
              program: row.program,
              programName: summary.program_name,
              projectTitle: summary.project_title,
              decision,
              comment,
            },
            settings,
          ),
        );
      });
      app.mailWorker.notify();
      return detailOf(db, await reviewable(db, row.id, user));
    },
  );
}
