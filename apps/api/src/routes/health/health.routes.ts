import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppContext } from '../../context';

/** Liveness and readiness: answers 200 only when the database answers. */
export const healthRoutes = new Hono<AppContext>().get('/health', async (c) => {
  await c.var.deps.db.run(sql`select 1`);
  return c.json({ status: 'ok' as const });
});
