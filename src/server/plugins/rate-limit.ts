import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';

/** Loaded only where it is used: a process counting on its own has no use for a Redis client. */
async function redisClient(url: string) {
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    // A slow or absent Redis must not hold requests up: fail fast, and let them through.
    connectTimeout: 1_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
}

/**
 * Limits are declared per route (`config.rateLimit`); this sets how a refusal reads and where
 * the counts live: in this process, or with REDIS_URL in Redis, shared by every instance.
 */
export async function rateLimits(app: FastifyInstance): Promise<void> {
  const { redisUrl } = app.config;
  const redis = redisUrl ? await redisClient(redisUrl) : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err }, 'rate-limit store (Redis) error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'mentora-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        429,
        `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      );
    },
  });
}
