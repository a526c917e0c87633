import type { FastifyInstance } from 'fastify';
import { publicPages } from '../../domain/site-pages.ts';

/** The sitemap and robots.txt, built from the catalogue so that they list every page and no other. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const origin = app.config.publicOrigin;
  // The published catalogue's pages, as each request finds it (catalogue-adoption).
  const sitemap = () =>
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    publicPages()
      .map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc></url>`)
      .join('\n') +
    '\n</urlset>\n';
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dev/\nDisallow: /staff\nDisallow: /orders/\n\nSitemap: ${origin}/sitemap.xml\n`;

  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemap()),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
}
