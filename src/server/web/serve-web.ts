import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import type { ProgramRatings } from '../../domain/ratings.ts';
import { NOT_FOUND_PATH, canonicalPathFor } from '../../domain/site-pages.ts';
import { contentSecurityPolicy } from '../plugins/security.ts';
import { cachedProgramRatings } from '../routes/program-ratings.ts';
import { originRewrite } from './build-identity.ts';
import { loadBuiltSite, type BuiltSite, type Page } from './built-files.ts';
import type { Encoded } from './encoded.ts';
import { cachedCohortListings } from './cohort-listings.ts';
import { LiveProgramPage } from './live-program-page.ts';
import { servesHttps } from '../config.ts';

/** The best encoding of a body that the browser accepts. */
function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: Encoded) {
  const accepts = request.headers['accept-encoding'] ?? '';
  if (body.br && /\bbr\b/.test(accepts)) {
    return reply.header('content-encoding', 'br').send(body.br);
  }
  if (body.gz && /\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(body.gz);
  }
  return reply.send(body.raw);
}

type ServedPage = Page & { headers: Record<string, string> };

function sendPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage, status: number) {
  reply.code(status).headers(page.headers);
  if (status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.code(304).send();
  }
  return sendEncoded(request, reply, page);
}

/**
 * Serves the built front end from the same process as the API, all from memory: prerendered
 * pages (with this server's PUBLIC_ORIGIN written into them), hashed assets with long-lived
 * caching, precompressed variants where the browser takes them, and the 404 page with status
 * 404 for every other path.
 */
export async function serveWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const https = servesHttps(app.config);
  const root = path.resolve(webRoot);
  // Each page's CSP names its own inline scripts; worked out once, not per request.
  const served = (page: Page): ServedPage => ({
    ...page,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      etag: page.etag,
      vary: 'accept-encoding',
      'content-security-policy': contentSecurityPolicy({ scriptHashes: page.scriptHashes, https }),
    },
  });
  const built = fs.existsSync(path.join(root, 'index.html'));
  const site: BuiltSite = built
    ? loadBuiltSite(root, originRewrite(root, app.config.publicOrigin))
    : { pages: new Map(), shell: undefined, files: new Map() };
  if (!built) app.log.warn({ webRoot: root }, 'no built front end found; serving the API only');
  const notFound = site.pages.get(NOT_FOUND_PATH);
  const notFoundPage = notFound && served(notFound);
  site.pages.delete(NOT_FOUND_PATH);

  const programAt = new Map(PROGRAMS.map((program) => [program.path, program]));
  for (const [urlPath, built] of site.pages) {
    const page = served(built);
    const program = programAt.get(urlPath);
    if (program) {
      const live = new LiveProgramPage(program, page, served);
      app.get(urlPath, { schema: { hide: true } }, async (request, reply) => {
        // The page is served as built rather than not at all when the database is out.
        const [ratings, cohorts] = await Promise.all([
          cachedProgramRatings(app).then(
            (entry) => entry.ratings,
            (): ProgramRatings => ({}),
          ),
          cachedCohortListings(app, program).catch(() => undefined),
        ]);
        const facts = { rating: ratings[program.slug], cohorts };
        return sendPage(request, reply, live.for(facts), 200);
      });
    } else {
      app.get(urlPath, { schema: { hide: true } }, (request, reply) =>
        sendPage(request, reply, page, 200),
      );
    }
  }
  // The shell serves the staff console, each learner's order page and program space, and the
  // page behind the undo link of an email change, the certificate verifier and each certificate's
  // public page (shared by its learner, not listed anywhere), whose screens
  // load their data in the browser and are never indexed.
  if (site.shell) {
    const shell = served(site.shell);
    shell.headers['x-robots-tag'] = 'noindex, nofollow';
    for (const urlPath of [
      '/staff',
      '/staff/*',
      '/orders/*',
      '/learn/*',
      '/account/undo-email-change',
      '/certificates/verify',
      '/certificates/:number',
    ]) {
      app.get(urlPath, { schema: { hide: true } }, (request, reply) =>
        sendPage(request, reply, shell, 200),
      );
    }
  }
  // Hashed assets, images, icons and the pages' .data files.
  for (const [urlPath, file] of site.files) {
    app.get(urlPath, { schema: { hide: true } }, (request, reply) => {
      reply.headers(file.headers);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return sendEncoded(request, reply, file);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (wantsPage) {
      const [pathname, query] = request.url.split(/\?(.*)/s, 2) as [string, string | undefined];
      const canonical = canonicalPathFor(pathname);
      if (canonical) return reply.redirect(query ? `${canonical}?${query}` : canonical, 301);
      if (notFoundPage) return sendPage(request, reply, notFoundPage, 404);
    }
    return reply.code(404).send({ error: 'Not found.' });
  });
}
