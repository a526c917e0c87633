import type { Kysely } from 'kysely';
import type { Program, ProgramSlug } from '../../../domain/catalogue/programs.ts';
import type { Entitlements } from '../../../domain/mentoring/entitlements.ts';
import {
  maySubmit,
  type LearnerProject,
  type Submission,
} from '../../../domain/projects/submissions.ts';
import type { Database } from '../../db/schema.ts';
import { programSyllabus } from '../../repositories/delivery/program-syllabus.ts';
import { programProjects } from '../../repositories/projects/program-projects.ts';
import { learnerSubmissions, type SubmissionRow } from '../../repositories/projects/submissions.ts';

/** Where the learner downloads their own file again. */
export const learnerFilePath = (program: string, id: number) =>
  `/api/learn/${program}/submissions/${id}/file`;

/** A submission as the wire carries it; `fileUrl` says where its file downloads from. */
export function submissionOf(row: SubmissionRow, fileUrl: (id: number) => string): Submission {
  return {
    id: row.id,
    attempt: row.attempt,
    status: row.status,
    submitted_at: row.submitted_at,
    link_url: row.link_url,
    file_name: row.file_name,
    file_size: row.file_size,
    file_url: row.stored_name ? fileUrl(row.id) : null,
    note: row.note,
    review_comment: row.review_comment,
    reviewed_at: row.reviewed_at,
  };
}

/**
 * The program's projects with the learner's latest attempt at each, as their space shows them:
 * open to hand in as far as the learner's plan, as bought, has feedback on them.
 */
export async function learnerProjects(
  db: Kysely<Database>,
  userId: number,
  program: Pick<Program, 'slug'>,
  entitlements: Pick<Entitlements, 'projectFeedback'>,
): Promise<LearnerProject[]> {
  const slug = program.slug as ProgramSlug;
  const modules = programSyllabus(slug);
  const rows = await learnerSubmissions(db, userId, slug);
  return programProjects(slug).map((project, index) => {
    const latest = rows.filter((row) => row.project === project.id).at(-1);
    return {
      id: project.id,
      title: project.title,
      brief: project.brief,
      submit: project.submit,
      accepts: project.accepts,
      module_index: project.module,
      module_title: modules[project.module]?.title ?? '',
      final: project.final === true,
      open: maySubmit(entitlements.projectFeedback, project, index),
      latest: latest ? submissionOf(latest, (id) => learnerFilePath(slug, id)) : null,
    };
  });
}
