import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Program, ProgramSlug } from '../../../domain/catalogue/programs.ts';
import { apiErrorSchema, firstIssue } from '../../../domain/errors.ts';
import { notEnrolledSchema } from '../../../domain/learner-space.ts';
import {
  closedProjectsNotice,
  fileSubmissionFieldsSchema,
  learnProjectParamsSchema,
  learnSubmissionParamsSchema,
  linkSubmissionSchema,
  maySubmit,
  resubmitRefusal,
  SUBMISSION_MAX_BYTES,
  submittedProjectSchema,
  type SubmissionFileType,
} from '../../../domain/projects/submissions.ts';
import type { ProjectAccepts } from '../../../domain/projects/project-file.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { User } from '../../auth/sessions.ts';
import { HttpError } from '../../errors.ts';
import { readOneFile } from '../../uploads/read-one-file.ts';
import { projectSubmittedMail } from '../../mail/project-mails.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { programProjects } from '../../repositories/projects/program-projects.ts';
import {
  removeSubmissionFile,
  storeSubmissionFile,
} from '../../repositories/projects/submission-files.ts';
import {
  cohortMentorAddresses,
  insertSubmission,
  learnerSubmissions,
  projectEnrolment,
  type NewSubmission,
} from '../../repositories/projects/submissions.ts';
import { deliveryMailSettings } from '../cohorts/access.ts';
import { bytesMatch, displayName, notTheClaimedType } from '../cohorts/material-upload.ts';
import { enrolledProgram } from '../learn/space-view.ts';
import { learnerProjects } from './learner-projects.ts';
import { sendSubmissionFile } from './submission-download.ts';

const TOO_LARGE = `A file can be at most ${SUBMISSION_MAX_BYTES / 1024 / 1024} MB.`;
const WRONG_TYPE = 'Upload a PDF or ZIP file.';
const NO_SUCH_PROJECT = 'There is no such project.';
const WAY_REFUSED: Record<ProjectAccepts, string> = {
  link: 'This project is handed in as a file, not a link.',
  file: 'This project is handed in as a link, not a file.',
};

/** The type the file's name claims and its bytes confirm: 415 for anything else. */
function fileTypeOf(file: { name: string; bytes: Buffer }): SubmissionFileType {
  const ext = file.name.split('.').pop()?.toLowerCase();
  if (ext !== 'pdf' && ext !== 'zip') throw new HttpError(415, WRONG_TYPE, {}, { field: 'file' });
  if (!bytesMatch(file.bytes, ext)) {
    throw new HttpError(415, notTheClaimedType(ext), {}, { field: 'file' });
  }
  return ext;
}

/**
 * A learner hands in one of a program's projects: a link, or a PDF or ZIP of at most 20 MB.
 * Every learner may hand in the final project; the others as far as the plan they bought has
 * feedback on them (Pro and Premium were sold with every project, Basic with none). A new
 * attempt is allowed when there is none yet or the last one needs changes. Each submission
 * mails the cohort's mentors (the staff inbox for a self-paced learner, or a cohort without
 * mentors) in its transaction, with its audit row.
 */
export async function learnerSubmissionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['learn'];
  const settings = deliveryMailSettings(app);
  await app.register(multipart, {
    limits: { fileSize: SUBMISSION_MAX_BYTES, files: 1, fields: 1, parts: 2, headerPairs: 50 },
  });

  /** The program and project the address names, if the learner's plan lets them hand it in. */
  const projectFor = async (user: User, params: { program: string; project: string }) => {
    const { program, enrolment } = await enrolledProgram(db, user.id, params.program);
    const projects = programProjects(program.slug as ProgramSlug);
    const index = projects.findIndex((p) => p.id === params.project);
    const project = projects[index];
    if (!project) throw new HttpError(404, NO_SUCH_PROJECT);
    const feedback = enrolment.entitlements.projectFeedback;
    if (!maySubmit(feedback, project, index)) {
      throw new HttpError(403, closedProjectsNotice(feedback));
    }
    return { program, project };
  };

  const submit = async (
    user: User,
    program: Program,
    project: { id: string; title: string },
    content: Pick<NewSubmission, 'note' | 'link' | 'file'>,
  ) => {
    await db.transaction().execute(async (tx) => {
      const enrolment = await projectEnrolment(tx, user.id, program.name);
      if (!enrolment) throw new HttpError(403, `You are not enrolled in ${program.name}.`);
      const attempts = (await learnerSubmissions(tx, user.id, program.slug)).filter(
        (s) => s.project === project.id,
      );
      const refusal = resubmitRefusal(attempts.at(-1)?.status);
      if (refusal) throw new HttpError(409, refusal);
      const attempt = attempts.length + 1;
      const { id } = await insertSubmission(tx, {
        enrolmentId: enrolment.id,
        userId: user.id,
        program: program.slug,
        project: project.id,
        attempt,
        ...content,
      });
      await recordAudit(tx, user, {
        action: 'project.submit',
        recordType: 'project_submission',
        recordId: id,
        changes: [
          { field: 'project', before: null, after: `${program.slug}/${project.id}` },
          { field: 'attempt', before: null, after: attempt },
          {
            field: content.link ? 'link_url' : 'file_name',
            before: null,
            after: content.link ?? content.file?.name ?? null,
          },
        ],
      });
      const reviewers =
        enrolment.cohort_id === null ? [] : await cohortMentorAddresses(tx, enrolment.cohort_id);
      const mail = {
        submissionId: id,
        learner: user.username,
        programName: program.name,
        projectTitle: project.title,
        attempt,
        note: content.note,
      };
      for (const to of reviewers.length ? reviewers : [settings.enquiryInbox]) {
        await enqueueMail(tx, projectSubmittedMail(to, mail, settings));
      }
    });
    app.mailWorker.notify();
    const { enrolment } = await enrolledProgram(db, user.id, program.slug);
    const projects = await learnerProjects(db, user.id, program, enrolment.entitlements);
    return projects.find((p) => p.id === project.id)!;
  };

  const answers = {
    201: submittedProjectSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: notEnrolledSchema.partial({ program_path: true }),
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  r.post(
    '/api/learn/:program/projects/:project/link',
    {
      schema: {
        summary: 'Hand in a project as an https link, with an optional note',
        description:
          'Pro and Premium: every project; Basic: the final project only (403 otherwise). 409 while the last attempt waits for review or is accepted.',
        tags,
        params: learnProjectParamsSchema,
        body: linkSubmissionSchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { program, project } = await projectFor(user, request.params);
      if (!project.accepts.includes('link')) {
        throw new HttpError(400, WAY_REFUSED.link, {}, { field: 'url' });
      }
      const { url, note } = request.body;
      return reply.code(201).send(await submit(user, program, project, { link: url, note }));
    },
  );

  r.post(
    '/api/learn/:program/projects/:project/file',
    {
      schema: {
        summary: 'Hand in a project as a PDF or ZIP file (multipart: file, note)',
        description:
          'At most 20 MB; the type is read from the bytes (415 when they are not what the name says). Stored under a random name; only the learner and the cohort’s mentors and staff download it, always as an attachment.',
        tags,
        consumes: ['multipart/form-data'],
        params: learnProjectParamsSchema,
        response: { ...answers, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { program, project } = await projectFor(user, request.params);
      if (!project.accepts.includes('file')) {
        throw new HttpError(400, WAY_REFUSED.file, {}, { field: 'file' });
      }
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
      const { fields, file } = await readOneFile(request.parts(), TOO_LARGE);
      const parsed = fileSubmissionFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = firstIssue(parsed.error);
        throw new HttpError(400, issue.error, {}, issue.field ? { field: issue.field } : {});
      }
      const type = fileTypeOf(file);
      const storedName = await storeSubmissionFile(app.config.dataDir, file.bytes, type);
      try {
        const answer = await submit(user, program, project, {
          note: parsed.data.note,
          file: {
            name: displayName(file.name) || `${project.id}.${type}`,
            type,
            size: file.bytes.length,
            storedName,
          },
        });
        return reply.code(201).send(answer);
      } catch (err) {
        // The row was not written: the file must not outlive it.
        await removeSubmissionFile(app.config.dataDir, storedName);
        throw err;
      }
    },
  );

  r.get(
    '/api/learn/:program/submissions/:id/file',
    {
      schema: {
        summary: 'Download a file you handed in',
        description: 'Always a download (content-disposition: attachment), never shown inline.',
        tags,
        params: learnSubmissionParamsSchema,
        response: { 401: apiErrorSchema, 403: notEnrolledSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { program } = await enrolledProgram(db, user.id, request.params.program);
      const row = (await learnerSubmissions(db, user.id, program.slug)).find(
        (s) => s.id === request.params.id,
      );
      return sendSubmissionFile(reply, app.config.dataDir, row);
    },
  );
}
