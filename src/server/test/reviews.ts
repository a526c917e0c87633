import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A visitor's review of a program, posted through the API as the review form posts it. */
export async function postReview(
  app: FastifyInstance,
  review: { program?: string; user_name: string; comment: string; rating: number },
): Promise<void> {
  const posted = await app.inject({
    method: 'POST',
    url: '/api/program-reviews/',
    payload: { program: 'python', ...review },
  });
  expect(posted.statusCode, posted.body).toBe(201);
}
