import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import type { ProgramRatings } from '../../domain/ratings.ts';
import { NOT_FOUND_PATH, canonicalPathFor } from '../../domain/site-pages.ts';
import { contentSecurityPolicy } from '../plugins/security.ts';
import { cachedProgramRatings } from '../routes/program-ratings.ts';
import { loadAssets, type Asset } from './assets.ts';
import { loadPage, loadPages, type Page } from './pages.ts';
import { RatedPage } from './rated-page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The best encoding of a body that the browser accepts. */
function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { raw: Buffer; br: Buffer | undefined; gz: Buffer | undefined },
) {
  const accepts = request.headers['accept-encoding'] ?? '';
  if (body.br && /\bbr\b/.test(accepts)) {
    return reply.header('content-encoding', 'br').send(body.br);
  }
  if (body.gz && /\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(body.gz);
  }
  return reply.send(body.raw);
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page & { csp: string },
  status: number,
) {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .header('content-security-policy', page.csp);
  if (status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.code(304).send();
  }
  return sendEncoded(request, reply, page);
}

/**
 * Serves the built front end from the same process as the API: prerendered pages from memory,
 * hashed assets with long-lived caching, precompressed variants where the browser takes them,
 * and the 404 page with status 404 for every other path.
 */
export async function serveWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const https = app.config.publicOrigin.startsWith('https:');
  const root = path.resolve(webRoot);
  const withCsp = (page: Page) => ({
    ...page,
    csp: contentSecurityPolicy({ scriptHashes: page.scriptHashes, https }),
  });
  const built = fs.existsSync(path.join(root, 'index.html'));
  // Each page's CSP names its own inline scripts; built once, not per request.
  const pages = new Map(
    [...(built ? loadPages(root) : new Map<string, Page>())].map(([urlPath, page]) => [
      urlPath,
      withCsp(page),
    ]),
  );
  const assets = built ? loadAssets(root) : new Map<string, Asset>();
  // The shell React Router writes for paths it did not prerender: the staff console, each
  // learner's order page and the page behind the undo link of an email change, whose screens
  // load their data in the browser and are never indexed.
  const shellFile = path.join(root, '__spa-fallback.html');
  const shell = fs.existsSync(shellFile) ? loadPage(shellFile) : undefined;
  const consoleShell = shell && withCsp(shell);
  const notFoundPage = pages.get(NOT_FOUND_PATH);
  pages.delete(NOT_FOUND_PATH);
  if (!built) app.log.warn({ webRoot: root }, 'no built front end found; serving the API only');

  const programAt = new Map(PROGRAMS.map((program) => [program.path, program.slug]));
  for (const [urlPath, page] of pages) {
    const slug = programAt.get(urlPath);
    if (slug) {
      const rated = new RatedPage(page, withCsp);
      app.get(urlPath, { schema: { hide: true } }, async (request, reply) => {
        // The page is served without a rating rather than not at all when the database is out.
        const ratings = await cachedProgramRatings(app).then(
          (entry) => entry.ratings,
          (): ProgramRatings => ({}),
        );
        return sendPage(request, reply, rated.for(ratings[slug]), 200);
      });
    } else {
      app.get(urlPath, { schema: { hide: true } }, (request, reply) =>
        sendPage(request, reply, page, 200),
      );
    }
  }
  if (consoleShell) {
    for (const urlPath of ['/staff', '/staff/*', '/orders/*', '/account/undo-email-change']) {
      app.get(urlPath, { schema: { hide: true } }, (request, reply) => {
        reply.header('x-robots-tag', 'noindex, nofollow');
        return sendPage(request, reply, consoleShell, 200);
      });
    }
  }
  for (const [urlPath, asset] of assets) {
    app.get(urlPath, { schema: { hide: true } }, (request, reply) => {
      reply
        .header('content-type', asset.type)
        .header('cache-control', IMMUTABLE)
        .header('etag', asset.etag)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
      return sendEncoded(request, reply, asset);
    });
  }

  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Pages and hashed assets are answered above, from memory; the files behind them are not
      // URLs of their own. What is left: images, icons and the pages' .data files.
      allowedPath: (pathName) => !/\.(html|br|gz)$/.test(pathName),
      setHeaders(res, filePath) {
        // A page's .data file changes with every build, like the page itself.
        res.setHeader(
          'cache-control',
          filePath.endsWith('.data') ? 'no-cache' : 'public, max-age=86400',
        );
      },
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
