import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { listOutboxMail, type OutboxMail } from './outbox.repo';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><b>To</b> ${escapeHtml(m.to)} · <b>From</b> ${escapeHtml(m.from)} · ${m.createdAt.toISOString()}</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox | Omoide</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Outbox (embedded mode)</h1><p>Mail the app would have sent. Newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}

/**
 * The embedded mode's mailbox (DESIGN §4 "outbox table, shown at /dev/mail"): a page for
 * people and JSON for tests. Registered only when mail goes to the outbox, never with SMTP.
 */
export const devMailRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const query = z.object({
    to: z.string().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  });
  app.get('/dev/mail', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const mails = await listOutboxMail(db, request.query);
    reply.type('text/html; charset=utf-8').send(page(mails));
  });
  app.get('/dev/mail.json', { schema: { hide: true, querystring: query } }, async (request) => {
    const mails = await listOutboxMail(db, request.query);
    return mails.map((m) => ({ ...m, created_t: Math.floor(m.createdAt.getTime() / 1000) }));
  });
};
