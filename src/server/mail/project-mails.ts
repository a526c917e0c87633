import type { ReviewDecision } from '../../domain/projects/submissions.ts';
import type { OutgoingMail } from './outbox.ts';
import type { DeliveryMailSettings } from './session-change-mails.ts';
import { renderMail } from './templates.ts';

interface SubmittedProject {
  submissionId: number;
  learner: string;
  programName: string;
  projectTitle: string;
  attempt: number;
  note: string;
}

/** Where a reviewer opens a submission in the console. */
export const reviewPage = (s: DeliveryMailSettings, submissionId: number) =>
  `${s.publicOrigin}/staff/cohorts/reviews/${submissionId}`;

/** A learner handed a project in: once per submission and reviewer address. */
export function projectSubmittedMail(
  to: string,
  project: SubmittedProject,
  s: DeliveryMailSettings,
): OutgoingMail {
  const again = project.attempt > 1 ? ` (attempt ${project.attempt})` : '';
  return {
    dedupeKey: `project-submitted-${project.submissionId}-${to}`,
    to,
    ...renderMail({
      sender: s.sender,
      subject: `${project.programName}: ${project.learner} submitted ${project.projectTitle}${again}`,
      heading: `A project is waiting for review`,
      paragraphs: [
        `${project.learner} submitted "${project.projectTitle}" for ${project.programName}${again}.`,
        `Review it, accept it or ask for changes: ${reviewPage(s, project.submissionId)}`,
      ],
      details: [
        ['Learner', project.learner],
        ['Program', project.programName],
        ['Project', project.projectTitle],
        ...(project.note ? [['Note', project.note] as [string, string]] : []),
      ],
    }),
  };
}

const DECISION_WORDS: Record<ReviewDecision, { subject: string; paragraph: string }> = {
  accepted: { subject: 'accepted', paragraph: 'Your mentor accepted it. Well done.' },
  changes_needed: {
    subject: 'changes needed',
    paragraph:
      'Your mentor asks for changes before accepting it; submit it again when it is ready.',
  },
};

/** A mentor reviewed a learner's submission: once per submission. */
export function projectReviewedMail(
  learner: { username: string; email: string },
  review: {
    submissionId: number;
    program: string;
    programName: string;
    projectTitle: string;
    decision: ReviewDecision;
    comment: string;
  },
  s: DeliveryMailSettings,
): OutgoingMail {
  const words = DECISION_WORDS[review.decision];
  const space = `${s.publicOrigin}/learn/${review.program}#projects`;
  return {
    dedupeKey: `project-reviewed-${review.submissionId}`,
    to: learner.email,
    replyTo: s.enquiryInbox,
    ...renderMail({
      sender: s.sender,
      subject: `${review.projectTitle}: ${words.subject}`,
      heading: `Hello ${learner.username}, your project is reviewed`,
      paragraphs: [
        `"${review.projectTitle}" (${review.programName}): ${words.paragraph}`,
        ...(review.comment ? [`Comment: ${review.comment}`] : []),
        `See your projects in your program space: ${space}`,
      ],
      details: [
        ['Program', review.programName],
        ['Project', review.projectTitle],
        ['Decision', review.decision === 'accepted' ? 'Accepted' : 'Changes needed'],
      ],
    }),
  };
}
