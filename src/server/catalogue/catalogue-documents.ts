import type { Selectable } from 'kysely';
import type { MentorDocument, ProgramDocument } from '../../domain/catalogue/live-catalogue.ts';
import type { CatalogueMentorTable, CatalogueProgramTable } from '../db/schema.ts';

// The documents as the tables store them. They were checked by the domain's schemas when they
// were written (or imported from content/, which the same rules check), so they are read as
// they are.

export type ProgramRow = Selectable<CatalogueProgramTable>;
export type MentorRow = Selectable<CatalogueMentorTable>;

/** A published program as stored: its slug is the row's and its mentors are links. */
export type StoredProgram = Omit<ProgramDocument, 'slug' | 'mentors'>;

export function storedProgram(document: ProgramDocument): string {
  const { slug: _slug, mentors: _mentors, ...stored } = document;
  return JSON.stringify(stored);
}

/** The published document of a row, whole again; null until it is first published. */
export function publishedProgram(
  row: Pick<ProgramRow, 'slug' | 'published'>,
  mentors: string[],
): ProgramDocument | null {
  if (row.published === null) return null;
  return { slug: row.slug, ...(JSON.parse(row.published) as StoredProgram), mentors };
}

export const draftProgram = (row: Pick<ProgramRow, 'draft'>): ProgramDocument | null =>
  row.draft === null ? null : (JSON.parse(row.draft) as ProgramDocument);

export const publishedMentor = (row: Pick<MentorRow, 'published'>): MentorDocument | null =>
  row.published === null ? null : (JSON.parse(row.published) as MentorDocument);

export const draftMentor = (row: Pick<MentorRow, 'draft'>): MentorDocument | null =>
  row.draft === null ? null : (JSON.parse(row.draft) as MentorDocument);

/** 1 and 0 on SQLite, true and false read back from some drivers: a flag as a boolean. */
export const flag = (value: unknown): boolean => value === true || Number(value) === 1;
