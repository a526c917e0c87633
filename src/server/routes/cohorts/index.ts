import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/guards.ts';
import { addedSessionRoutes } from './added-sessions.ts';
import { certificateAdminRoutes } from './certificates.ts';
import { checkResultRoutes } from './check-results.ts';
import { checkRoutes } from './checks.ts';
import { cohortListRoutes } from './cohorts.ts';
import { cohortLearnerRoutes } from './learners.ts';
import { materialRoutes } from './materials.ts';
import { cohortQuestionRoutes } from './questions.ts';
import { sessionRoutes } from './sessions.ts';

/**
 * Everything under /api/cohorts/: mentors, staff and the owner. A visitor gets 401 and a learner
 * 403 before any body is read; each route then checks what the role may do, and a mentor sees
 * only the cohorts they teach (any other is 404, as if it did not exist).
 */
export async function cohortRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requirePermission('teach'));
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(cohortListRoutes);
  await app.register(sessionRoutes);
  await app.register(addedSessionRoutes);
  await app.register(cohortLearnerRoutes);
  await app.register(materialRoutes);
  await app.register(checkRoutes);
  await app.register(checkResultRoutes);
  await app.register(certificateAdminRoutes);
  await app.register(cohortQuestionRoutes);
}
