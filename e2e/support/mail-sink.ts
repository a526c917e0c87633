// A real SMTP server for the end-to-end run, with an HTTP view of what it received so that
// the browser tests can read the mail (and, later, one-time codes) the site sends.
import http from 'node:http';
import { SmtpCapture } from '../../src/server/test/smtp-capture.ts';
import { E2E_PORTS } from './ports.ts';

const smtp = new SmtpCapture();
await smtp.start(E2E_PORTS.smtp);

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/messages' && request.method === 'GET') {
    // ?from=N: the messages after the first N, for a reader that keeps those it has read: the
    // list only grows, and the invoices and certificates attached to its mails make it large.
    const from = Number(url.searchParams.get('from') ?? 0);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(smtp.messages.slice(from)));
    return;
  }
  response.writeHead(404).end();
});
server.listen(E2E_PORTS.mailApi, '127.0.0.1', () => {
  console.log(
    `mail sink: SMTP on ${E2E_PORTS.smtp}, messages at http://127.0.0.1:${E2E_PORTS.mailApi}/messages`,
  );
});

const stop = () => {
  server.close();
  void smtp.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
