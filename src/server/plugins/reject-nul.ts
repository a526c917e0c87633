import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';

export const NUL_REFUSED = 'The request contains a character that is not allowed (U+0000).';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

/**
 * PostgreSQL cannot store U+0000 in text (SQLite can), so a JSON body carrying one would fail
 * on one engine and not the other. No field has a use for it: it is refused at the edge.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    done(containsNul(request.body) ? new HttpError(400, NUL_REFUSED) : undefined);
  });
}
