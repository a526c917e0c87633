import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../auth/guards.ts';
import { staffAuditRoutes } from './audit.ts';
import { dashboardRoutes } from './dashboard.ts';
import { staffEnquiryRoutes } from './enquiries.ts';
import { staffLearnerRoutes } from './learners.ts';
import { staffOrderRoutes } from './orders.ts';
import { staffPaymentRoutes } from './payments.ts';
import { staffReportRoutes } from './reports.ts';
import { staffReviewRoutes } from './reviews.ts';
import { teamRoutes } from './team.ts';

/**
 * Everything under /api/staff/: one guard for the whole group, before any body is read. A visitor
 * gets 401 and a learner 403 on every route here, whatever its path.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireRole('staff', 'owner'));
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(dashboardRoutes);
  await app.register(staffEnquiryRoutes);
  await app.register(staffOrderRoutes);
  await app.register(staffPaymentRoutes);
  await app.register(staffReportRoutes);
  await app.register(staffReviewRoutes);
  await app.register(staffLearnerRoutes);
  await app.register(staffAuditRoutes);
  await app.register(teamRoutes);
}
