import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/guards.ts';
import { learnCalendarRoutes } from './calendar.ts';
import { learnCheckRoutes } from './module-check.ts';
import { learnMaterialRoutes } from './materials.ts';
import { learnQuestionRoutes } from './questions.ts';
import { learnSpaceRoutes } from './space.ts';

/**
 * Everything under /api/learn/: the signed-in learner's own space. A visitor gets 401 on every
 * route, before any body is read; nothing here may be kept by a cache.
 */
export async function learnRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    await requireUser(app, request);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(learnSpaceRoutes);
  await app.register(learnCheckRoutes);
  await app.register(learnMaterialRoutes);
  await app.register(learnCalendarRoutes);
  await app.register(learnQuestionRoutes);
}
