import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Permission } from '../../../domain/roles.ts';
import { requirePermission } from '../../auth/guards.ts';
import { staffAuditRoutes } from './audit.ts';
import { staffCatalogueRoutes } from './catalogue.ts';
import { dashboardRoutes } from './dashboard.ts';
import { staffEnquiryRoutes } from './enquiries.ts';
import { staffEnquiryExportRoutes, staffOrderExportRoutes } from './exports.ts';
import { staffLearnerRoutes } from './learners.ts';
import { staffOfferRoutes } from './offers.ts';
import { staffOrderRoutes } from './orders.ts';
import { staffPaymentRoutes } from './payments.ts';
import { staffReportRoutes } from './reports.ts';
import { staffReviewRoutes } from './reviews.ts';
import { staffSeatOrderRoutes } from './seat-orders.ts';
import { staffTdsReportRoutes } from './tds-report.ts';
import { teamRoutes } from './team.ts';

/** Routes that need `permission` to be read at all; their writes may ask for more. */
function behind(permission: Permission, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRequest', requirePermission(permission));
    await scope.register(routes);
  };
}

/**
 * Everything under /api/staff/: one guard for the whole group, before any body is read, then one
 * per area. A visitor gets 401 and a learner 403 on every route here, whatever its path.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requirePermission('console'));
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(dashboardRoutes);
  await app.register(behind('handle-enquiries', staffEnquiryRoutes));
  await app.register(behind('handle-enquiries', staffEnquiryExportRoutes));
  await app.register(behind('see-orders', staffOrderRoutes));
  await app.register(behind('see-orders', staffSeatOrderRoutes));
  await app.register(behind('see-orders', staffOrderExportRoutes));
  // Read by all who see orders; each change asks for handle-orders itself.
  await app.register(behind('see-orders', staffPaymentRoutes));
  await app.register(behind('see-orders', staffReportRoutes));
  await app.register(behind('see-orders', staffTdsReportRoutes));
  await app.register(behind('moderate-reviews', staffReviewRoutes));
  await app.register(behind('see-learners', staffLearnerRoutes));
  await app.register(behind('see-audit', staffAuditRoutes));
  // Read by everyone with the console; drafting and publishing are checked per route.
  await app.register(staffOfferRoutes);
  await app.register(teamRoutes);
  // Reading needs only the console; each write asks for edit- or publish-catalogue itself.
  await app.register(staffCatalogueRoutes);
}
