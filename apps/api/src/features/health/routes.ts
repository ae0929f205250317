import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/client';
import { routeDoc } from '../../http/route-doc';

/** Liveness and readiness: answers 200 only when the database answers. */
export const healthRoutes = new Hono<AppContext>().get(
  '/health',
  routeDoc({
    tag: 'System',
    summary: 'Liveness and readiness (the database answers).',
    public: true,
    response: z.object({ status: z.literal('ok') }),
  }),
  async (c) => {
    await pingDatabase(c.get('deps').db);
    return c.json({ status: 'ok' as const });
  },
);
