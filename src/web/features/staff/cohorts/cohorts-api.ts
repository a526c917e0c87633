import type {
  CohortChange,
  CohortDetail,
  CohortListQuery,
  CohortSummary,
  MentorChoice,
  NewCohort,
} from '../../../../domain/delivery/cohorts.ts';
import type { MaterialLink, ProgramMaterials } from '../../../../domain/delivery/materials.ts';
import type {
  AddSession,
  AddWebinar,
  AttendanceMarks,
  GenerateSessions,
  MoveSession,
  SessionChange,
  SessionDetail,
  WebinarAdded,
} from '../../../../domain/delivery/sessions.ts';
import { staffRequest, withQuery } from '../api/staff-request.ts';

const cohortPath = (id: number) => `/api/cohorts/${id}/`;
const sessionPath = (cohortId: number, sessionId: number) =>
  `${cohortPath(cohortId)}sessions/${sessionId}/`;
const materialsPath = (program: string) => `/api/cohorts/materials/${encodeURIComponent(program)}/`;

export const fetchCohorts = (query: CohortListQuery) =>
  staffRequest<{ results: CohortSummary[] }>('GET', withQuery('/api/cohorts/', query));

/** Staff and the owner only: the server refuses mentors. */
export const fetchMentorChoices = () =>
  staffRequest<{ results: MentorChoice[] }>('GET', '/api/cohorts/mentor-choices/');

export const createCohort = (cohort: NewCohort) =>
  staffRequest<CohortDetail>('POST', '/api/cohorts/', cohort);

export const fetchCohort = (id: number) => staffRequest<CohortDetail>('GET', cohortPath(id));

export const changeCohort = (id: number, change: CohortChange) =>
  staffRequest<CohortDetail>('PATCH', cohortPath(id), change);

export const generateSessions = (id: number, pattern: GenerateSessions) =>
  staffRequest<CohortDetail>('POST', `${cohortPath(id)}sessions/generate/`, pattern);

export const addSession = (id: number, session: AddSession) =>
  staffRequest<SessionDetail>('POST', `${cohortPath(id)}sessions/`, session);

export const addWebinar = (webinar: AddWebinar) =>
  staffRequest<WebinarAdded>('POST', '/api/cohorts/webinars/', webinar);

export const moveLearner = (id: number, learnerId: number, toCohortId: number) =>
  staffRequest<CohortDetail>('POST', `${cohortPath(id)}learners/${learnerId}/move/`, {
    to_cohort_id: toCohortId,
  });

export const fetchSession = (cohortId: number, sessionId: number) =>
  staffRequest<SessionDetail>('GET', sessionPath(cohortId, sessionId));

export const changeSession = (cohortId: number, sessionId: number, change: SessionChange) =>
  staffRequest<SessionDetail>('PATCH', sessionPath(cohortId, sessionId), change);

export const moveSession = (cohortId: number, sessionId: number, move: MoveSession) =>
  staffRequest<SessionDetail>('POST', `${sessionPath(cohortId, sessionId)}move/`, move);

export const cancelSession = (cohortId: number, sessionId: number, reason: string) =>
  staffRequest<SessionDetail>('POST', `${sessionPath(cohortId, sessionId)}cancel/`, { reason });

export const markAttendance = (cohortId: number, sessionId: number, marks: AttendanceMarks) =>
  staffRequest<SessionDetail>('POST', `${sessionPath(cohortId, sessionId)}attendance/`, marks);

export const fetchMaterials = (program: string) =>
  staffRequest<ProgramMaterials>('GET', materialsPath(program));

export const addMaterialLink = (program: string, link: MaterialLink) =>
  staffRequest<ProgramMaterials>('POST', `${materialsPath(program)}links/`, link);

export const removeMaterial = (program: string, id: number) =>
  staffRequest<ProgramMaterials>('DELETE', `${materialsPath(program)}${id}/`);

/** Multipart (module_index, title, file): the browser writes the boundary. */
export const uploadMaterial = (program: string, form: FormData) =>
  staffRequest<ProgramMaterials>('POST', `${materialsPath(program)}files/`, form);
