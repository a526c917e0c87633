// `npm run soak`: five minutes (SOAK_SECONDS) of a steady mixed load on the production build,
// sampling the server's memory; passes when no request failed and memory stayed flat.
// Opt-in (not part of CI): it takes as long as it says.
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { rssMb, startSite, stopSite } from './bench-support.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const RATE = Number(process.env.SOAK_RATE ?? 300);

const loaded = await startSite();
const { server } = loaded;
const site = loaded.url;

const visitor = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const json = () => ({ 'content-type': 'application/json', 'x-forwarded-for': visitor() });

const samples: Array<{ at: number; rss: number }> = [];
const started = Date.now();
const sampler = setInterval(() => {
  samples.push({ at: Math.round((Date.now() - started) / 1000), rss: rssMb(server.pid!) });
}, 10_000);

const result = await autocannon({
  url: site,
  connections: 10,
  overallRate: RATE,
  duration: SECONDS,
  requests: [
    { method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } },
    { method: 'GET', path: '/python', headers: { 'accept-encoding': 'br' } },
    { method: 'GET', path: '/api/program-reviews/?program=python&page=1' },
    {
      method: 'POST',
      path: '/api/program-reviews/',
      setupRequest: (request) => ({
        ...request,
        headers: json(),
        body: JSON.stringify({
          program: 'python',
          user_name: 'Soak',
          comment: 'Steady',
          rating: 5,
        }),
      }),
    },
    {
      method: 'POST',
      path: '/api/contact-enquiry-email/',
      setupRequest: (request) => ({
        ...request,
        headers: json(),
        body: JSON.stringify({
          name: 'Soak Test',
          email: 'soak@example.com',
          phone: '9876543210',
          company: 'Loopback',
          subject: `Soak ${crypto.randomUUID()}`,
          message: 'A steady stream of enquiries.',
        }),
      }),
    },
  ],
});
clearInterval(sampler);
await stopSite(loaded);

const third = Math.max(1, Math.floor(samples.length / 3));
const average = (xs: typeof samples) => xs.reduce((sum, s) => sum + s.rss, 0) / xs.length;
const early = average(samples.slice(0, third));
const late = average(samples.slice(-third));
const failures = result.errors + result.non2xx;
console.log(samples.map((s) => `${String(s.at).padStart(4)} s  ${s.rss.toFixed(0)} MB`).join('\n'));
console.log(
  `${result.requests.total} requests in ${SECONDS} s, ${failures} failed; p99 ${result.latency.p99} ms; ` +
    `memory ${early.toFixed(0)} MB in the first third, ${late.toFixed(0)} MB in the last`,
);
const flat = late <= early * 1.15;
console.log(failures === 0 && flat ? 'soak passed' : 'soak FAILED');
process.exit(failures === 0 && flat ? 0 : 1);
