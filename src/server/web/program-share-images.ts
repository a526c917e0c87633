import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_IMAGE_NAME } from '../../domain/catalogue/catalogue-images.ts';
import { currentCatalogue } from '../catalogue/catalogue-cache.ts';
import { catalogueImageDir } from '../catalogue/image-files.ts';
import { artworkSvg, sharePng } from './share-picture.ts';

const ART_BOX = { x: 620, y: 140, w: 500, h: 350 };

interface Kept {
  /** What the picture shows: made again when one of these changes. */
  shows: string;
  png: Buffer;
  etag: string;
}

/**
 * Each listed program's link preview (/images/share/<slug>.png, which its page's og:image names),
 * made from the published catalogue when first asked for and kept until its name, category or
 * artwork changes: a program published from the console has one at once, and a renamed one
 * shows its new name.
 */
export function serveProgramShareImages(app: FastifyInstance, webRoot: string): void {
  const root = path.resolve(webRoot);
  const uploads = catalogueImageDir(app.config.dataDir);
  /** Where a program's picture is on disk: the built site's, or one uploaded from the console. */
  const artworkFile = (image: string) => {
    const uploaded = /^\/media\/catalogue\/([^/]+)$/.exec(image)?.[1];
    if (uploaded) return CATALOGUE_IMAGE_NAME.test(uploaded) ? path.join(uploads, uploaded) : null;
    const file = path.join(root, image);
    return file.startsWith(root + path.sep) ? file : null;
  };
  const kept = new Map<string, Kept>();
  app.get('/images/share/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const slug = /^([a-z0-9-]+)\.png$/.exec(file)?.[1];
    const catalogue = slug ? await currentCatalogue(app) : undefined;
    const program = catalogue?.programs.find((p) => p.slug === slug && p.listed);
    if (!program) return reply.code(404).send({ error: 'Not found.' });

    const { siteName } = app.config;
    const shows = JSON.stringify([program.name, program.category, program.image, siteName]);
    let picture = kept.get(program.slug);
    if (picture?.shows !== shows) {
      const artwork = artworkFile(program.image);
      const svg = artwork ? await artworkSvg(artwork) : undefined;
      const png = sharePng({
        kicker: program.category,
        title: program.name,
        subtitle: 'Online mentorship program',
        siteName,
        art: svg ? { svg, box: ART_BOX } : undefined,
      });
      const hash = crypto.createHash('sha256').update(png).digest('base64url');
      picture = { shows, png, etag: `"${hash.slice(0, 22)}"` };
      kept.set(program.slug, picture);
    }
    reply.headers({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=3600',
      etag: picture.etag,
    });
    if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
    return reply.send(picture.png);
  });
}
