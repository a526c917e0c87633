import type { LearnerProject, LinkSubmission } from '../../../domain/projects/submissions.ts';
import { requestJson } from '../../api/client.ts';

const projectPath = (program: string, project: string) =>
  `/api/learn/${encodeURIComponent(program)}/projects/${encodeURIComponent(project)}/`;

export const submitProjectLink = (program: string, project: string, link: LinkSubmission) =>
  requestJson<LearnerProject>('POST', `${projectPath(program, project)}link`, link);

/** Multipart (file, note): the browser writes the boundary. */
export const submitProjectFile = (program: string, project: string, form: FormData) =>
  requestJson<LearnerProject>('POST', `${projectPath(program, project)}file`, form);
