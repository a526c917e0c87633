// The yardstick of `npm run bench`: a bare Fastify that answers, from memory, the very bytes and
// headers the site answered for each measured URL (read from the file named by FLOORS), at
// /floor/<n>. The site's figure over this one is what the site's own work costs.
import fs from 'node:fs';
import Fastify from 'fastify';

const floors = JSON.parse(fs.readFileSync(process.env.FLOORS, 'utf8'));
const app = Fastify({ logger: false });
floors.forEach((floor, n) => {
  const body = Buffer.from(floor.body, 'base64');
  app.get(`/floor/${n}`, (_request, reply) => reply.headers(floor.headers).send(body));
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
