import type { FastifyInstance } from 'fastify';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import { learnerSubmissionRoutes } from './learner-submissions.ts';
import { projectReviewRoutes } from './reviews.ts';

const noStore = (app: FastifyInstance) =>
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

/**
 * Projects: learners hand theirs in under /api/learn/ (signed in; their enrolment is checked by
 * each route), mentors, staff and the owner review them under /api/cohorts/reviews/. Visitors
 * get 401 and other roles 403 before any body is read; nothing here may be kept by a cache.
 */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (learner) => {
    learner.addHook('onRequest', async (request) => {
      await requireUser(learner, request);
    });
    noStore(learner);
    await learner.register(learnerSubmissionRoutes);
  });
  await app.register(async (reviewers) => {
    reviewers.addHook('onRequest', requirePermission('teach'));
    noStore(reviewers);
    await reviewers.register(projectReviewRoutes);
  });
}
