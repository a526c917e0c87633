import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';

/** Limits are declared per route (`config.rateLimit`); this sets how a refusal reads. */
export async function rateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        429,
        `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      );
    },
  });
}
