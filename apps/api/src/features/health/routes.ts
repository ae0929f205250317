import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pingDatabase, pingedLately } from '../../db/client';
import { keptJson } from '../../http/kept-json';
import { routeDoc } from '../../http/route-doc';

/** The answer, its JSON written once (`keptJson`). */
const OK = { status: 'ok' as const };
const ok = (c: Context) => keptJson(c, OK);

/** Liveness and readiness: answers 200 only when the database answers. */
export const healthRoutes = new Hono<AppContext>().get(
  '/health',
  routeDoc({
    tag: 'System',
    summary: 'Liveness and readiness (the database answers).',
    public: true,
    response: z.object({ status: z.literal('ok') }),
  }),
  (c) => {
    const { db } = c.get('deps');
    // Within the second of a ping that succeeded the answer is at once (issue 30: `pingDatabase`).
    if (pingedLately(db)) return ok(c) as unknown as Promise<ReturnType<typeof ok>>;
    return pingDatabase(db).then(() => ok(c));
  },
);
