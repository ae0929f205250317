import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { notificationService } from './service';
import { routeDoc } from '../../http/route-doc';
import { idParams } from '../../http/schemas';
import { notification, notificationList } from './schemas';

/** The signed-in user's notifications (also delivered live on `users/<sub>/notifications`). */
export const notificationRoutes = new Hono<AppContext>()
  .get(
    '/notifications',
    routeDoc({
      tag: 'Notifications',
      summary: 'My notifications (live on users/<sub>/notifications).',
      response: notificationList,
    }),
    signedIn,
    validate(
      'query',
      z.object({
        unread: z.enum(['true', 'false']).optional(),
        before: z.string().max(40).optional().describe('ISO time: only older ones'),
        limit: z.coerce.number().int().min(1).max(200).default(50),
      }),
    ),
    async (c) => {
      const q = c.req.valid('query');
      return c.json({
        notifications: await notificationService.list(c.var.deps, c.var.user.sub, {
          unread: q.unread === 'true',
          before: q.before,
          limit: q.limit,
        }),
      });
    },
  )
  .post(
    '/notifications/:id/read',
    routeDoc({ tag: 'Notifications', summary: 'Mark one read.', response: notification }),
    signedIn,
    validate('param', idParams),
    async (c) => c.json(await notificationService.markRead(c.var.deps, c.var.user.sub, c.req.valid('param').id)),
  );
