import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the WebP pictures stored in `dir` at `route` (ending in `:name`), for a year: each is
 * stored under a new name, so it never changes. A name `names` does not match is not looked for.
 */
export function serveStoredPictures(
  app: FastifyInstance,
  route: string,
  dir: string,
  names: RegExp,
): void {
  app.get(route, { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!names.test(name)) return reply.code(404).send({ error: 'Not found.' });
    try {
      const data = await fs.readFile(path.join(dir, name));
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    } catch {
      return reply.code(404).send({ error: 'Not found.' });
    }
  });
}
