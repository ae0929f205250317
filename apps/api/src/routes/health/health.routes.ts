import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/client';

/** Liveness and readiness: answers 200 only when the database answers. */
export const healthRoutes = new Hono<AppContext>().get('/health', async (c) => {
  await pingDatabase(c.var.deps.db);
  return c.json({ status: 'ok' as const });
});
