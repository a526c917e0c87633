import fs from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPathFor } from '../../domain/site-pages.ts';
import { servesHttps } from '../config.ts';
import { contentSecurityPolicy } from '../plugins/security.ts';
import { inlineScriptHashes, loadBuiltFiles, type StaticFile } from './built-files.ts';
import { encodeNow, type Encoded } from './encoded.ts';
import { PageCache } from './page-cache.ts';
import { stampOf } from './page-facts.ts';
import { loadServerBuild, pageRenderer, type RenderedPage } from './page-renderer.ts';
import { serveProgramShareImages } from './program-share-images.ts';

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

/** A rendered page as it is sent: its body in each encoding and every header, worked out once. */
interface ServedPage extends Encoded {
  status: number;
  headers: Record<string, string>;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage) {
  reply.code(page.status).headers(page.headers);
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.code(304).send();
  }
  return sendEncoded(request, reply, page);
}

/**
 * Screens that load their data in the browser for the person signed in (the console, an order,
 * a learner's space, the undo link of an email change, certificates shared by their learners,
 * a seat's link): never indexed.
 */
const UNINDEXED =
  /^\/(staff(\/|$)|orders\/|learn\/|account\/undo-email-change$|certificates\/|seats\/)/;

/** Where the browser asks for the routes its links lead to (react-router.config.ts). */
const MANIFEST = '/__manifest';

/** React Router's headers that the server sets itself, or that would vary by visitor. */
const DROPPED = new Set(['content-length', 'content-encoding', 'set-cookie', 'transfer-encoding']);

/**
 * Serves the front end from the same process as the API: the built assets from memory with
 * long-lived caching, and every page rendered by React Router on the server from the catalogue
 * and the database. A page is kept, compressed, until a fact it read (a program's cohorts or its
 * rating) changes; then the next request renders it again.
 */
export async function serveWeb(
  app: FastifyInstance,
  webRoot: string,
  serverBuild?: ServerBuild,
): Promise<void> {
  const https = servesHttps(app.config);
  const root = path.resolve(webRoot);
  const build = serverBuild ?? (await loadServerBuild(root));
  if (!build) {
    app.log.warn({ webRoot: root }, 'no built front end found; serving the API only');
  }
  const files = fs.existsSync(root) ? loadBuiltFiles(root) : new Map<string, StaticFile>();
  for (const [urlPath, file] of files) {
    app.get(urlPath, { schema: { hide: true } }, (request, reply) => {
      reply.headers(file.headers);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return sendEncoded(request, reply, file);
    });
  }

  serveProgramShareImages(app, root);

  const render = build && pageRenderer(app, build, app.config.publicOrigin);
  const cache = new PageCache<ServedPage>();
  const rendering = new Map<string, Promise<ServedPage>>();

  const served = (urlPath: string, rendered: RenderedPage): ServedPage => {
    const body = encodeNow(rendered.body);
    const headers: Record<string, string> = {};
    rendered.headers.forEach((value, name) => {
      if (!DROPPED.has(name)) headers[name] = value;
    });
    const html = (headers['content-type'] ?? '').startsWith('text/html');
    if (html) {
      headers['content-type'] = 'text/html; charset=utf-8';
      // Each page's CSP names its own inline scripts, worked out once per render.
      headers['content-security-policy'] = contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(rendered.body.toString('utf8')),
        https,
      });
    }
    if (UNINDEXED.test(urlPath)) headers['x-robots-tag'] = 'noindex, nofollow';
    Object.assign(headers, {
      'cache-control': 'no-cache',
      etag: body.etag,
      vary: 'accept-encoding',
    });
    return { ...body, status: rendered.status, headers };
  };

  /** The page at `url` as it is now: the one kept, or rendered once for all who ask meanwhile. */
  const pageAt = async (urlPath: string, url: string): Promise<ServedPage> => {
    const kept = cache.get(url);
    if (kept && (await stampOf(app, kept.facts)) === kept.stamp) return kept.page;
    let pending = rendering.get(url);
    if (!pending) {
      pending = render!(url)
        .then((rendered) => {
          const page = served(urlPath, rendered);
          // Pages and the not-found page are kept; a redirect or a failure is not.
          if (page.status === 200 || page.status === 404) {
            cache.set(url, { page, facts: rendered.facts, stamp: rendered.stamp });
          }
          return page;
        })
        .finally(() => rendering.delete(url));
      rendering.set(url, pending);
    }
    return pending;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (wantsPage) {
      const [pathname, query] = request.url.split(/\?(.*)/s, 2) as [string, string | undefined];
      const canonical = canonicalPathFor(pathname);
      if (canonical) return reply.redirect(query ? `${canonical}?${query}` : canonical, 301);
      if (render) {
        // A page is rendered without its query, the same for every visitor, and reads the query
        // once in the browser; a page's data for an in-app navigation, and the routes a page's
        // links lead to, are asked for by their query.
        const url = pathname.endsWith('.data') || pathname === MANIFEST ? request.url : pathname;
        return sendPage(request, reply, await pageAt(pathname, url));
      }
    }
    return reply.code(404).send({ error: 'Not found.' });
  });
}
