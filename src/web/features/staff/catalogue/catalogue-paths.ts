// The catalogue's screens in the console.
export const CATALOGUE_PATH = '/staff/catalogue';
export const NEW_PROGRAM_PATH = '/staff/catalogue/new-program';
export const MENTORS_PATH = '/staff/catalogue/mentors';

export const programPath = (slug: string) => `/staff/catalogue/programs/${slug}`;
export const programPreviewPath = (slug: string) => `/staff/catalogue/programs/${slug}/preview`;
export const mentorPath = (slug: string) => `/staff/catalogue/mentors/${slug}`;
