import { z } from './zod.ts';

/** Every error on the wire: a message for a person, and the field it is about when there is one. */
export const apiErrorSchema = z.object({
  error: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The first problem zod found, as the message a person should read and the field it names. */
export function firstIssue(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  if (!issue) return { error: 'Invalid input.' };
  const field = issue.path.map(String).join('.');
  return field ? { error: issue.message, field } : { error: issue.message };
}
