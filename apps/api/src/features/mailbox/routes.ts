import { Hono, type MiddlewareHandler } from 'hono';
import type { AppContext } from '../../context';
import { isProxied, parseTrustedProxies, socketAddress } from '../../http/client';
import { mailboxService } from './service';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The local mailbox: every e-mail of the outbox, newest first, as an HTML page (`/mailbox`) and as JSON
 * (`/mailbox.json`), optionally filtered by `?to=`. Served only while the embedded default delivers e-mail (never with
 * SMTP configured) and only to this machine (loopback clients), since it shows everybody's codes.
 */
const onlyLocalMailbox: MiddlewareHandler<AppContext> = async (c, next) => {
  const { env, email } = c.var.deps;
  // Issue 19, finding 5: a demo convenience only. Never in production, never through a proxy (every client would
  // look local), never to a remote client: it shows everybody's reset codes.
  const allowed =
    email.mode === 'mailbox' &&
    env.DFR_DEMO &&
    env.NODE_ENV !== 'production' &&
    !isProxied(c, parseTrustedProxies(env.DFR_TRUSTED_PROXIES)) &&
    LOOPBACK.test(socketAddress(c));
  if (!allowed) return c.notFound();
  await next();
};

export const mailboxRoutes = new Hono<AppContext>()
  .use('/mailbox', onlyLocalMailbox)
  .use('/mailbox.json', onlyLocalMailbox)
  .get('/mailbox.json', async (c) => c.json({ messages: await mailboxService.latest(c.var.deps, c.req.query('to')) }))
  .get('/mailbox', async (c) => {
    const messages = await mailboxService.latest(c.var.deps, c.req.query('to'));
    const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    const items = messages
      .map(
        (m) =>
          `<article><h2>${esc(m.subject)}</h2><p class="meta">To ${esc(m.to)} · ${new Date(m.createdAt).toISOString()} · ${esc(m.template)} (${m.lang})</p><pre>${esc(m.text)}</pre></article>`,
      )
      .join('');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DFR local mailbox</title><style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}.meta{color:#555}pre{white-space:pre-wrap;font-family:inherit}</style></head><body><h1>Local mailbox</h1><p>E-mails this installation sent (the embedded default; configure DFR_SMTP_URL to deliver them).</p>${items || '<p>No e-mail yet.</p>'}</body></html>`,
    );
  });
