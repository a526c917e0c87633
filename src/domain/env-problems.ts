import type { ZodError } from 'zod';

/** A schema's complaints about environment variables: one line per variable, the first. */
export function envProblems(error: ZodError): string[] {
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const name = issue.path.join('.');
    if (seen.has(name)) return [];
    seen.add(name);
    return [`${name}: ${issue.message}`];
  });
}
