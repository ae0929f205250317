import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppContext, Deps } from './context';
import { healthRoutes } from './routes/health/health.routes';

/** Builds the whole HTTP application; `main.ts` serves it and tests call it directly. */
export function createApp(deps: Deps) {
  const app = new Hono<AppContext>()
    .use('*', async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .route('/api', healthRoutes)
    .get('/config.json', (c) =>
      c.json({
        apiBase: '/api',
      }),
    );

  const webDist = deps.env.DFR_WEB_DIST;
  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    const root = path.relative(process.cwd(), webDist) || '.';
    app.use('/assets/*', serveStatic({ root }));
    app.use('/*', serveStatic({ root }));
    // History-mode routing: every other GET that is not the API gets the SPA.
    const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    app.get('*', (c) => (c.req.path.startsWith('/api/') ? c.notFound() : c.html(indexHtml)));
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
/** The typed client contract for the web app (Hono RPC). */
export type AppType = App;
