import type {
  CatalogueImage,
  CatalogueImageKind,
} from '../../../../domain/catalogue/catalogue-images.ts';
import type {
  CatalogueProgram,
  MentorDocument,
  ProgramDocument,
} from '../../../../domain/catalogue/live-catalogue.ts';
import type {
  MentorRecord,
  MentorSummary,
  ProgramRecord,
  ProgramSummary,
} from '../../../../domain/staff/catalogue.ts';
import { staffRequest } from '../api/staff-request.ts';

const PROGRAMS = '/api/staff/catalogue/programs/';
const MENTORS = '/api/staff/catalogue/mentors/';
const programApiPath = (slug: string) => `${PROGRAMS}${encodeURIComponent(slug)}/`;
const mentorApiPath = (slug: string) => `${MENTORS}${encodeURIComponent(slug)}/`;

export const fetchPrograms = () => staffRequest<{ results: ProgramSummary[] }>('GET', PROGRAMS);

export const fetchProgram = (slug: string) =>
  staffRequest<ProgramRecord>('GET', programApiPath(slug));

/** The program as the site would show it with its draft published. */
export const fetchProgramPreview = (slug: string) =>
  staffRequest<CatalogueProgram>('GET', `${programApiPath(slug)}preview/`);

export const createProgram = (document: ProgramDocument) =>
  staffRequest<ProgramRecord>('POST', PROGRAMS, document);

export const saveProgramDraft = (slug: string, document: ProgramDocument) =>
  staffRequest<ProgramRecord>('PUT', `${programApiPath(slug)}draft/`, document);

/** Undefined (204) when the program was only a draft, and went with it. */
export const discardProgramDraft = (slug: string) =>
  staffRequest<ProgramRecord | undefined>('DELETE', `${programApiPath(slug)}draft/`);

/** The owner's, like every call below that changes the site. */
export const publishProgram = (slug: string) =>
  staffRequest<ProgramRecord>('POST', `${programApiPath(slug)}publish/`);

export const setProgramListed = (slug: string, listed: boolean) =>
  staffRequest<ProgramRecord>('POST', `${programApiPath(slug)}listing/`, { listed });

/** Every program of each category named, in its new order. */
export const reorderPrograms = (slugs: string[]) =>
  staffRequest<{ results: ProgramSummary[] }>('POST', `${PROGRAMS}order/`, { slugs });

export const fetchMentors = () => staffRequest<{ results: MentorSummary[] }>('GET', MENTORS);

export const fetchMentor = (slug: string) => staffRequest<MentorRecord>('GET', mentorApiPath(slug));

export const createMentor = (slug: string, document: MentorDocument) =>
  staffRequest<MentorRecord>('POST', MENTORS, { slug, ...document });

export const saveMentorDraft = (slug: string, document: MentorDocument) =>
  staffRequest<MentorRecord>('PUT', `${mentorApiPath(slug)}draft/`, document);

export const discardMentorDraft = (slug: string) =>
  staffRequest<MentorRecord | undefined>('DELETE', `${mentorApiPath(slug)}draft/`);

export const publishMentor = (slug: string) =>
  staffRequest<MentorRecord>('POST', `${mentorApiPath(slug)}publish/`);

/** The account the mentor teaches with; null unlinks. */
export const linkMentorAccount = (slug: string, userId: number | null) =>
  staffRequest<MentorRecord>('POST', `${mentorApiPath(slug)}account/`, { user_id: userId });

export const setMentorPrograms = (slug: string, programs: string[]) =>
  staffRequest<MentorRecord>('PUT', `${mentorApiPath(slug)}programs/`, { programs });

/** A program's artwork or a mentor's portrait, stored by the server; it answers the path. */
export const uploadCatalogueImage = (kind: CatalogueImageKind, file: File) => {
  const form = new FormData();
  form.set('file', file);
  return staffRequest<CatalogueImage>('POST', `/api/staff/catalogue/images/?kind=${kind}`, form);
};
