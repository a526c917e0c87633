/** The console's addresses for cohorts, sessions and materials. */
export const COHORTS_PATH = '/staff/cohorts';
export const cohortPath = (id: number) => `${COHORTS_PATH}/${id}`;
export const sessionPath = (cohortId: number, sessionId: number) =>
  `${cohortPath(cohortId)}/sessions/${sessionId}`;
export const materialsPath = (program?: string) =>
  program ? `${COHORTS_PATH}/materials/${program}` : `${COHORTS_PATH}/materials`;

/** A page of one cohort's leads back to it; one whose cohort could not be read, to them all. */
export const backToCohort = (cohortId: number | null, label = 'The cohort') =>
  cohortId ? { to: cohortPath(cohortId), label } : { to: COHORTS_PATH, label: 'All cohorts' };
