/**
 * The longest value each field takes, in characters: the forms' maxLength and the schemas'
 * checks read them here. Without zod, so that a page showing a form does not load it to know.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  company: 120,
  subject: 150,
  message: 5000,
  program: 120,
  officeMotive: 1000,
  preference: 200,
} as const;

/** A review's comment. */
export const COMMENT_MAX = 2000;
