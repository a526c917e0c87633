import { httpsLinkField } from '../delivery/fields.ts';
import { z } from '../zod.ts';
import { PROJECT_ACCEPTS, type Project } from './project-file.ts';

export const SUBMISSION_STATUSES = ['submitted', 'accepted', 'changes_needed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What a learner may hand in as a file: type read from the bytes, at most 20 MB. */
export const SUBMISSION_FILE_TYPES = ['pdf', 'zip'] as const;
export type SubmissionFileType = (typeof SUBMISSION_FILE_TYPES)[number];
export const SUBMISSION_MAX_BYTES = 20 * 1024 * 1024;
export const NOTE_MAX = 1000;
export const COMMENT_MAX = 2000;

/** Said to a learner whose plan has no project feedback (Basic), on the page and in a 403. */
export const BASIC_PROJECTS_NOTICE =
  'Feedback on projects is part of the Pro and Premium plans. Submit your final project for your certificate.';

/** Said, on the page and in a 403, to a learner whose plan reviews some of the projects only. */
export function closedProjectsNotice(projectFeedback: number): string {
  if (projectFeedback <= 0) return BASIC_PROJECTS_NOTICE;
  const first = projectFeedback === 1 ? 'first project' : `first ${projectFeedback} projects`;
  return `Your plan includes feedback on the ${first}. Submit your final project for your certificate.`;
}
export const WAITING_FOR_REVIEW = 'This project is waiting for review.';
export const ALREADY_ACCEPTED = 'This project is accepted.';

/**
 * Whether a learner may hand in the program's project at `index` (its place in the program's
 * list): the final one always, for the certificate; the others when they are among the first
 * `projectFeedback`, the number of projects the learner's plan has a mentor review. Pro and
 * Premium were bought with feedback on all three, Basic with none.
 */
export const maySubmit = (
  projectFeedback: number,
  project: Pick<Project, 'final'>,
  index: number,
) => project.final === true || index < projectFeedback;

/** Why a new submission is refused while the last one stands; null when one may be made. */
export function resubmitRefusal(last: SubmissionStatus | undefined): string | null {
  if (last === 'submitted') return WAITING_FOR_REVIEW;
  if (last === 'accepted') return ALREADY_ACCEPTED;
  return null;
}

const noteField = z
  .string({ error: 'The note must be text.' })
  .trim()
  .max(NOTE_MAX, { error: `Keep the note to ${NOTE_MAX} characters.` })
  .default('');

export const learnProjectParamsSchema = z.object({
  program: z.string().trim().min(1).max(80),
  project: z.string().trim().min(1).max(80),
});

export const learnSubmissionParamsSchema = z.object({
  program: z.string().trim().min(1).max(80),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** POST /api/learn/:program/projects/:project/link */
export const linkSubmissionSchema = z.object(
  { url: httpsLinkField, note: noteField },
  { error: 'Send the link as JSON.' },
);
export type LinkSubmission = z.infer<typeof linkSubmissionSchema>;

/** The note beside a file (multipart field). */
export const fileSubmissionFieldsSchema = z.object({ note: noteField });

export const REVIEW_DECISIONS = ['accepted', 'changes_needed'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** POST /api/cohorts/reviews/:id/: a comment is required when asking for changes. */
export const reviewSchema = z
  .object(
    {
      decision: z.enum(REVIEW_DECISIONS, { error: 'Choose Accepted or Changes needed.' }),
      comment: z
        .string({ error: 'The comment must be text.' })
        .trim()
        .max(COMMENT_MAX, { error: `Keep the comment to ${COMMENT_MAX} characters.` })
        .default(''),
    },
    { error: 'Send the review as JSON.' },
  )
  .refine((review) => review.decision === 'accepted' || review.comment.length > 0, {
    error: 'Say what needs to change.',
    path: ['comment'],
  });
export type Review = z.infer<typeof reviewSchema>;

export const reviewParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'There is no such submission.' })
    .int({ error: 'There is no such submission.' })
    .positive({ error: 'There is no such submission.' })
    .max(2_147_483_647, { error: 'There is no such submission.' }),
});

/** One attempt at a project, as the learner and the reviewer see it. */
export const submissionSchema = z.object({
  id: z.number().int(),
  attempt: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  submitted_at: z.string(),
  link_url: z.string().nullable(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  /** Where the file downloads from (always as an attachment); null for a link. */
  file_url: z.string().nullable(),
  note: z.string(),
  review_comment: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** A project in the learner's space, with their latest attempt. */
export const learnerProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  brief: z.string(),
  submit: z.string(),
  accepts: z.array(z.enum(PROJECT_ACCEPTS)),
  module_index: z.number().int(),
  module_title: z.string(),
  final: z.boolean(),
  /** Whether the learner's plan lets them hand this project in. */
  open: z.boolean(),
  latest: submissionSchema.nullable(),
});
export type LearnerProject = z.infer<typeof learnerProjectSchema>;

/** The answer to a submission: the project as the space now shows it. */
export const submittedProjectSchema = learnerProjectSchema;

/** A submission waiting for review, in the reviewers' list. */
export const reviewSummarySchema = z.object({
  id: z.number().int(),
  learner: z.string(),
  program: z.string(),
  program_name: z.string(),
  project: z.string(),
  project_title: z.string(),
  final: z.boolean(),
  attempt: z.number().int(),
  submitted_at: z.string(),
  /** The cohort's start day; null for a self-paced learner. */
  cohort_starts_on: z.string().nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** GET /api/cohorts/reviews/: oldest first. */
export const reviewListSchema = z.object({
  count: z.number().int(),
  results: z.array(reviewSummarySchema),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** GET /api/cohorts/reviews/:id/: the submission, its project and the earlier attempts. */
export const reviewDetailSchema = z.object({
  summary: reviewSummarySchema,
  plan: z.string(),
  brief: z.string(),
  submit: z.string(),
  submission: submissionSchema,
  /** Earlier attempts at the same project, newest first. */
  earlier: z.array(submissionSchema),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;
