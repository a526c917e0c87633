import type { AskQuestion, LearnerQuestions } from '../../../domain/delivery/questions.ts';
import { requestJson } from '../../api/client.ts';

const questionsPath = (program: string) => `/api/learn/${encodeURIComponent(program)}/questions/`;

/** The cohort's questions and their answers; 403 for a self-paced learner. */
export const fetchQuestions = (program: string) =>
  requestJson<LearnerQuestions>('GET', questionsPath(program));

export const askQuestion = (program: string, index: number, question: AskQuestion) =>
  requestJson<LearnerQuestions>(
    'POST',
    `/api/learn/${encodeURIComponent(program)}/modules/${index}/questions/`,
    question,
  );

/**
 * The questions for the learning space's loader: null when they could not be read, so that the
 * rest of the space still shows (the modules then show no questions).
 */
export async function loadQuestions(program: string) {
  const result = await fetchQuestions(program);
  return result.ok ? result.data.questions : null;
}
