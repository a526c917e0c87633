/** Where a cohort's questions are read and answered in the console; `#question-<id>` for one. */
export const cohortQuestionsPath = (cohortId: number, questionId?: number) =>
  `/staff/cohorts/${cohortId}/questions${questionId ? `#question-${questionId}` : ''}`;
