import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_PATH, canonicalPathFor } from '../../domain/site-pages.ts';
import { contentSecurityPolicy } from '../plugins/security.ts';
import { loadPages, type Page } from './pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  status: number,
  https: boolean,
) {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .header(
      'content-security-policy',
      contentSecurityPolicy({ scriptHashes: page.scriptHashes, https }),
    );
  if (status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.code(304).send();
  }
  const accepts = request.headers['accept-encoding'] ?? '';
  if (page.br && /\bbr\b/.test(accepts)) {
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (page.gz && /\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(page.gz);
  }
  return reply.send(page.raw);
}

/**
 * Serves the built front end from the same process as the API: prerendered pages from memory,
 * hashed assets with long-lived caching, precompressed variants where the browser takes them,
 * and the 404 page with status 404 for every other path.
 */
export async function serveWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const https = app.config.publicOrigin.startsWith('https:');
  const root = path.resolve(webRoot);
  const built = fs.existsSync(path.join(root, 'index.html'));
  const pages = built ? loadPages(root) : new Map<string, Page>();
  const notFoundPage = pages.get(NOT_FOUND_PATH);
  pages.delete(NOT_FOUND_PATH);
  if (!built) app.log.warn({ webRoot: root }, 'no built front end found; serving the API only');

  for (const [urlPath, page] of pages) {
    app.get(urlPath, { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, page, 200, https),
    );
  }

  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Pages are answered above, from memory; the files behind them are not URLs of their own.
      allowedPath: (pathName) => !/\.(html|br|gz)$/.test(pathName),
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(root, 'assets') + path.sep);
        // A page's .data file changes with every build, like the page itself.
        const cacheControl = isHashedAsset
          ? IMMUTABLE
          : filePath.endsWith('.data')
            ? 'no-cache'
            : 'public, max-age=86400';
        res.setHeader('cache-control', cacheControl);
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
      if (notFoundPage) return sendPage(request, reply, notFoundPage, 404, https);
    }
    return reply.code(404).send({ error: 'Not found.' });
  });
}
