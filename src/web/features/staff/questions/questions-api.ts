import type { CohortQuestions } from '../../../../domain/delivery/questions.ts';
import { staffRequest } from '../api/staff-request.ts';

const questionsPath = (cohortId: number) => `/api/cohorts/${cohortId}/questions/`;
const questionPath = (cohortId: number, questionId: number) =>
  `${questionsPath(cohortId)}${questionId}/`;
const answerPath = (cohortId: number, questionId: number, answerId: number) =>
  `${questionPath(cohortId, questionId)}answers/${answerId}/`;

export const fetchCohortQuestions = (cohortId: number) =>
  staffRequest<CohortQuestions>('GET', questionsPath(cohortId));

export const answerQuestion = (cohortId: number, questionId: number, body: string) =>
  staffRequest<CohortQuestions>('POST', `${questionPath(cohortId, questionId)}answers/`, {
    body,
  });

/** Hides a question (with the reason) or shows it again (reason null): staff and owner only. */
export const setQuestionHidden = (cohortId: number, questionId: number, reason: string | null) =>
  reason === null
    ? staffRequest<CohortQuestions>('POST', `${questionPath(cohortId, questionId)}unhide/`)
    : staffRequest<CohortQuestions>('POST', `${questionPath(cohortId, questionId)}hide/`, {
        reason,
      });

export const setAnswerHidden = (
  cohortId: number,
  questionId: number,
  answerId: number,
  reason: string | null,
) =>
  reason === null
    ? staffRequest<CohortQuestions>('POST', `${answerPath(cohortId, questionId, answerId)}unhide/`)
    : staffRequest<CohortQuestions>('POST', `${answerPath(cohortId, questionId, answerId)}hide/`, {
        reason,
      });
