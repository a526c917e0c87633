import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../mail/templates.ts';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>` +
  `body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}` +
  `main{max-width:900px;margin:0 auto;padding:24px}h1{font-size:22px}` +
  `article{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;margin:12px 0}` +
  `pre{white-space:pre-wrap;font-size:13px;background:#f1f5f9;padding:12px;border-radius:8px}` +
  `.meta{color:#475569;font-size:13px}.status{font-weight:600;text-transform:uppercase;font-size:12px}` +
  `</style></head><body><main>${body}</main></body></html>`;

/**
 * Development only: the outbox shown as a mailbox, newest first, so mail can be read without
 * an SMTP server. Never registered in production.
 */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await app.database.db
      .selectFrom('outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    const items = rows
      .map(
        (m) =>
          `<article><p class="meta"><span class="status">${escapeHtml(m.status)}</span> · ${escapeHtml(m.created_at)} · to ${escapeHtml(m.to_address)}</p>` +
          `<h2>${escapeHtml(m.subject)}</h2><pre>${escapeHtml(m.text_body)}</pre>` +
          `<p><a href="/dev/mailbox/${m.id}">View as HTML</a></p></article>`,
      )
      .join('');
    const intro = `<h1>Dev mailbox</h1><p class="meta">Mail is delivered via ${escapeHtml(app.mailWorker.transportName)}. ${rows.length} message(s), newest first.</p>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Dev mailbox', intro + (items || '<p>No mail yet.</p>')));
  });

  app.get('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const params = z.object({ id: z.coerce.number().int().positive() }).safeParse(request.params);
    const row = params.success
      ? await app.database.db
          .selectFrom('outbox')
          .select('html_body')
          .where('id', '=', params.data.id)
          .executeTakeFirst()
      : undefined;
    if (!row) return reply.code(404).send({ error: 'No such message.' });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(row.html_body);
  });
}
