import { printableLine } from '../../domain/printable-text.ts';
import type { OutgoingMail } from './outbox.ts';
import type { DeliveryMailSettings } from './session-change-mails.ts';
import { renderMail } from './templates.ts';

/** What both mails say of the question. */
export interface AskedQuestion {
  id: number;
  cohortId: number;
  program: string;
  programName: string;
  moduleIndex: number;
  moduleTitle: string;
  body: string;
}

/** Where the cohort's mentors read and answer its questions. */
export const questionsPage = (s: DeliveryMailSettings, cohortId: number, questionId: number) =>
  `${s.publicOrigin}/staff/cohorts/${cohortId}/questions#question-${questionId}`;

/** The module in the learner's space, where the question and its answers show. */
export const moduleInSpace = (s: DeliveryMailSettings, program: string, moduleIndex: number) =>
  `${s.publicOrigin}/learn/${program}#module-${moduleIndex + 1}`;

const moduleWords = (q: AskedQuestion) => `Module ${q.moduleIndex + 1}: ${q.moduleTitle}`;

/** A learner asked: one mail per question and mentor of the cohort. */
export function questionAskedMail(
  mentor: { id: number; email: string },
  learner: { firstName: string },
  question: AskedQuestion,
  s: DeliveryMailSettings,
): OutgoingMail {
  // A name goes in the subject line: printed on one line, whatever it was made of.
  const asker = printableLine(learner.firstName) || 'a learner';
  return {
    dedupeKey: `module-question-${question.id}-${mentor.id}`,
    to: mentor.email,
    ...renderMail({
      sender: s.sender,
      subject: `A question on ${question.moduleTitle} from ${asker}`,
      heading: `${asker} asked a question on ${question.moduleTitle}`,
      paragraphs: [
        `A learner of your ${question.programName} cohort asked on ${moduleWords(question)}:`,
        question.body,
        'Answer it in the console; the learner is mailed your answer and the cohort sees it.',
      ],
      action: {
        label: 'Answer the question',
        url: questionsPage(s, question.cohortId, question.id),
      },
      details: [
        ['Program', question.programName],
        ['Module', moduleWords(question)],
      ],
    }),
  };
}

/** A mentor or staff answered the learner's question: one mail per answer. */
export function questionAnsweredMail(
  learner: { email: string; name: string },
  answer: { id: number; author: string; body: string },
  question: AskedQuestion,
  s: DeliveryMailSettings,
): OutgoingMail {
  return {
    dedupeKey: `module-answer-${answer.id}`,
    to: learner.email,
    replyTo: s.enquiryInbox,
    ...renderMail({
      sender: s.sender,
      subject: `Your question on ${question.moduleTitle} was answered`,
      heading: `Hello ${printableLine(learner.name)}, your question has an answer`,
      paragraphs: [
        `You asked on ${moduleWords(question)} (${question.programName}):`,
        question.body,
        `${printableLine(answer.author)} answered:`,
        answer.body,
      ],
      action: {
        label: 'See it in your program space',
        url: moduleInSpace(s, question.program, question.moduleIndex),
      },
    }),
  };
}
