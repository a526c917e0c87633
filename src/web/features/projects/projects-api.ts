import type {
  LearnerProject,
  LinkSubmission,
  Review,
  ReviewDetail,
  ReviewList,
} from '../../../domain/projects/submissions.ts';
import { requestJson } from '../../api/client.ts';
import { staffRequest } from '../staff/api/staff-request.ts';

const projectPath = (program: string, project: string) =>
  `/api/learn/${encodeURIComponent(program)}/projects/${encodeURIComponent(project)}/`;

export const submitProjectLink = (program: string, project: string, link: LinkSubmission) =>
  requestJson<LearnerProject>('POST', `${projectPath(program, project)}link`, link);

/** Multipart (file, note): the browser writes the boundary. */
export const submitProjectFile = (program: string, project: string, form: FormData) =>
  requestJson<LearnerProject>('POST', `${projectPath(program, project)}file`, form);

const reviewPath = (id: number) => `/api/cohorts/reviews/${id}/`;

export const fetchReviews = () => staffRequest<ReviewList>('GET', '/api/cohorts/reviews/');

export const fetchReview = (id: number) => staffRequest<ReviewDetail>('GET', reviewPath(id));

export const sendReview = (id: number, review: Review) =>
  staffRequest<ReviewDetail>('POST', reviewPath(id), review);
