// The joined chain (issue 30) answers what Hono's `compose` answers: the same app built twice, once joined, and the
// same requests compared (status, body, headers), with the handlers' order as each saw it.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { joinChains, passThrough } from './fused-chain';

function build(join: boolean) {
  const seen: string[] = [];
  const app = new Hono();
  app.use('*', (_c, next) => {
    seen.push('first');
    return next();
  });
  app.use('/api/*', async (c, next) => {
    seen.push('async before');
    await next();
    seen.push('async after');
    c.res.headers.set('x-after', 'yes');
  });
  // Only calls next(): left out when joined, the same answer either way.
  app.use(
    '/api/*',
    Object.assign((_c: unknown, next: () => Promise<void>) => next(), { [passThrough]: true as const }),
  );
  app.get('/api/sync/:id', (c) => c.json({ id: c.req.param('id') }));
  app.get('/api/async/:id', async (c) => c.json({ id: c.req.param('id'), later: true }, 201));
  app.get('/api/throws', () => {
    throw new Error('thrown');
  });
  app.get('/api/rejects', async () => {
    throw new Error('rejected');
  });
  app.get('/api/twice', async (_c, next) => {
    await next();
    await next();
  });
  app.get('/api/nothing', (_c, next) => next());
  // Two routes whose parameters differ for one path: Hono's compose, each handler its own parameter.
  app.get('/api/items/:a', (c, next) => {
    c.header('x-a', c.req.param('a'));
    return next();
  });
  app.get('/api/items/:b', (c) => c.text(`b=${c.req.param('b')}`));
  app.onError((err, c) => c.json({ error: err.message }, 500));
  app.notFound((c) => c.json({ missing: c.req.path }, 404));
  if (join) joinChains(app);
  return { app, seen };
}

async function answer(join: boolean, path: string) {
  const { app, seen } = build(join);
  const res = await app.request(path);
  return {
    status: res.status,
    body: await res.text(),
    headers: Object.fromEntries(res.headers),
    seen,
  };
}

describe('joined chains answer as Hono compose does', () => {
  it.each([
    '/api/sync/1',
    '/api/async/two%20words',
    '/api/throws',
    '/api/rejects',
    '/api/twice',
    '/api/nothing',
    '/api/items/x',
    '/api/unknown',
    '/elsewhere',
  ])('%s', async (path) => {
    const plain = await answer(false, path);
    const joined = await answer(true, path);
    expect(joined).toEqual(plain);
  });

  it('answers at once when every handler does (a cached read), through Node as through app.request', async () => {
    const app = new Hono();
    app.use('*', (_c, next) => next());
    app.get('/now', (c) => c.text('now'));
    joinChains(app);
    const res = app.fetch(new Request('http://localhost/now'));
    expect(res).toBeInstanceOf(Response);
    expect(await (res as Response).text()).toBe('now');
  });
});
