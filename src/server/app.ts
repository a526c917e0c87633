import { setTimeout } from 'node:timers/promises';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { reserveSiteName } from '../domain/reserved-names.ts';
import { BackgroundTasks } from './background-tasks.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { registerErrorHandler } from './errors.ts';
import { createSmtpTransport, devMailboxTransport, type MailTransport } from './mail/transport.ts';
import { MailWorker } from './mail/worker.ts';
import { issuedDocumentPdf } from './invoices/invoice-files.ts';
import { dailyPurgeJob } from './maintenance/daily-purge.ts';
import { sessionReminderJob } from './maintenance/session-reminders.ts';
import { orderDeadlineJob } from './orders/order-deadlines.ts';
import { orderMailSettings } from './orders/staff-transitions.ts';
import { authentication } from './plugins/authentication.ts';
import { openApi } from './plugins/openapi.ts';
import { rateLimits } from './plugins/rate-limit.ts';
import { rejectNulCharacters } from './plugins/reject-nul.ts';
import { loggedRequest, OneLinePerRequest } from './plugins/request-log.ts';
import type { PeriodicJob } from './periodic-job.ts';
import { securityHeaders } from './plugins/security.ts';
import { accountRoutes } from './routes/accounts.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.ts';
import { devPageFactsRoutes } from './routes/dev-page-facts.ts';
import { emailChangeUndoRoutes } from './routes/email-change-undo.ts';
import { enquiryRoutes } from './routes/enquiries.ts';
import { healthRoutes } from './routes/health.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { profileChangeRoutes } from './routes/profile-changes.ts';
import { orderRoutes } from './routes/orders.ts';
import { learnerOrderRoutes } from './routes/learner-orders.ts';
import { planUpgradeRoutes } from './routes/plan-upgrades.ts';
import { cartRoutes } from './routes/cart.ts';
import { calendarFeedRoutes } from './routes/calendar-feed.ts';
import { reminderOptOutRoutes } from './routes/reminder-opt-out.ts';
import { certificateRoutes } from './routes/certificates.ts';
import { learnRoutes } from './routes/learn/index.ts';
import { profilePhotoRoutes } from './routes/profile-photo.ts';
import { catalogueImageFiles } from './routes/staff/catalogue-images.ts';
import { ReviewPageCache } from './routes/review-page-cache.ts';
import { personalDataRoutes } from './routes/personal-data.ts';
import { programCohortRoutes } from './routes/program-cohorts.ts';
import { programRatingRoutes } from './routes/program-ratings.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { ownerClaimRoutes } from './routes/owner-claim.ts';
import { emailProofRoutes } from './routes/email-proof.ts';
import { seoRoutes } from './routes/seo.ts';
import { staffInvitationRoutes } from './routes/staff-invitations.ts';
import { seatRoutes } from './routes/seats.ts';
import { staffRoutes } from './routes/staff/index.ts';
import { cohortRoutes } from './routes/cohorts/index.ts';
import { mentoringRoutes } from './routes/mentoring/index.ts';
import { projectRoutes } from './routes/projects/index.ts';
import { credentialRoutes } from './routes/credentials.ts';
import { serveWeb } from './web/serve-web.ts';
import { catalogueAdoption } from './catalogue/adopt-catalogue.ts';
import { catalogueCache } from './catalogue/catalogue-cache.ts';
import type { ServerBuild } from 'react-router';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    mailWorker: MailWorker;
    /** Reminds and expires unpaid orders; started with the mail worker. */
    orderDeadlines: PeriodicJob;
    /** Removes records past their retention once a day; started with the mail worker. */
    dailyPurge: PeriodicJob;
    /** Mails cohorts' learners before each session; started with the mail worker. */
    sessionReminders: PeriodicJob;
    /** Pages of public reviews, kept a second; every change to reviews clears it. */
    reviewCache: ReviewPageCache;
    /** Work a request starts without waiting for it; closing waits for it. */
    background: BackgroundTasks;
    /** How the server waits out a throttling delay. */
    wait(ms: number): Promise<void>;
  }
}

export interface AppDependencies {
  /** An open, migrated database; opened from the config when absent. */
  database?: DatabaseHandle;
  /** Where mail goes; SMTP_URL or the dev mailbox when absent. */
  transport?: MailTransport;
  /** How throttling delays are waited out; tests record them instead of waiting. */
  wait?: (ms: number) => Promise<void>;
  /** Where log lines go instead of stdout; tests read them. */
  logStream?: { write(line: string): void };
  /** The pages' server build; read from beside WEB_ROOT when absent. Tests give the real routes. */
  serverBuild?: ServerBuild;
}

/** JSON bodies are small forms; uploads get their own limit on their own route. */
const BODY_LIMIT = 100 * 1024;

/** The whole server, ready to `listen` or to `inject` in tests. The mail worker is not started. */
export async function buildApp(
  config: Config,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  // Names that pass for the configured site are refused like the built-in reserved ones.
  reserveSiteName(config.siteName);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            // Whatever logs a request logs its URL with any token in it blanked.
            serializers: { req: loggedRequest },
          },
    bodyLimit: BODY_LIMIT,
    logController: new OneLinePerRequest(),
    // Long enough that an over-long order number reaches its route and is answered 414 by its
    // schema, rather than falling through to the page for unknown addresses.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8192 },
    // Narrowed to one member so that TypeScript picks Fastify's plain-HTTP overload.
    trustProxy: config.trustProxy as boolean,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    deps.database ??
    openDatabase(config.database, (err) => app.log.error({ err }, 'database connection error'));
  const transport =
    deps.transport ??
    (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : devMailboxTransport);
  const mailWorker = new MailWorker({
    database,
    transport,
    // People see who wrote: the site's name beside the address.
    from: `"${(config.mail.fromName ?? config.siteName).replace(/["\\]/g, '')}" <${config.mail.from}>`,
    messageIdDomain: new URL(config.publicOrigin).hostname,
    log: app.log,
    retryBaseMs: config.mail.retryBaseMs,
    retryMaxMs: config.mail.retryMaxMs,
    pollMs: config.mail.pollMs,
    attachmentFor: async (invoiceId) => {
      const file = await issuedDocumentPdf(database.db, invoiceId);
      if (!file) throw new Error(`invoice ${invoiceId} is missing`);
      return file;
    },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailWorker', mailWorker);
  app.decorate('reviewCache', new ReviewPageCache());
  const background = new BackgroundTasks(app.log);
  app.decorate('background', background);
  app.decorate('wait', deps.wait ?? ((ms: number) => setTimeout(ms).then(() => undefined)));
  const orderDeadlines = orderDeadlineJob({
    db: database.db,
    settings: orderMailSettings(app),
    log: app.log,
    onMail: () => mailWorker.notify(),
  });
  app.decorate('orderDeadlines', orderDeadlines);
  const dailyPurge = dailyPurgeJob(database.db, app.log, config.dataDir);
  app.decorate('dailyPurge', dailyPurge);
  const sessionReminders = sessionReminderJob({
    db: database.db,
    settings: orderMailSettings(app),
    log: app.log,
    onMail: () => mailWorker.notify(),
  });
  app.decorate('sessionReminders', sessionReminders);
  // In-flight requests have finished by now; the worker finishes the message it is sending and
  // hands the rest back to the outbox, then the database closes.
  app.addHook('onClose', async () => {
    await background.settled();
    await orderDeadlines.stop();
    await dailyPurge.stop();
    await sessionReminders.stop();
    await mailWorker.stop();
    await database.close();
  });

  // Writes are JSON (or multipart where a route says so); anything else is 415.
  app.removeContentTypeParser('text/plain');
  rejectNulCharacters(app);
  registerErrorHandler(app);

  securityHeaders(app);
  await rateLimits(app);
  // The API's map helps people build against it; a live site need not hand it to everyone.
  if (config.apiDocs) await openApi(app);
  // JSON answers of a kilobyte or more go compressed (a staff list: 7 kB as 1.2 kB). The site's
  // own files are compressed at build time and the CSV exports as they stream: both say so in
  // their content-encoding, which this leaves alone. Brotli at quality 4 costs little CPU.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(catalogueCache);
  await app.register(catalogueAdoption);
  await app.register(authentication);
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileChangeRoutes);
  await app.register(emailChangeUndoRoutes);
  await app.register(profilePhotoRoutes);
  await app.register(catalogueImageFiles);
  await app.register(reviewRoutes);
  await app.register(programRatingRoutes);
  await app.register(programCohortRoutes);
  await app.register(personalDataRoutes);
  await app.register(orderRoutes);
  await app.register(learnerOrderRoutes);
  await app.register(planUpgradeRoutes);
  await app.register(cartRoutes);
  await app.register(learnRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(reminderOptOutRoutes);
  await app.register(enquiryRoutes);
  await app.register(ownerClaimRoutes);
  await app.register(emailProofRoutes);
  await app.register(staffInvitationRoutes);
  await app.register(seatRoutes);
  await app.register(staffRoutes);
  await app.register(cohortRoutes);
  await app.register(mentoringRoutes);
  await app.register(projectRoutes);
  await app.register(certificateRoutes);
  await app.register(credentialRoutes);
  await app.register(seoRoutes);
  if (config.env !== 'production') {
    await app.register(devMailboxRoutes);
    await app.register(devPageFactsRoutes);
  }
  await serveWeb(app, config.webRoot, deps.serverBuild);
  return app;
}
