import { z } from 'zod';

/** A notification: its message key and values (the web words it in the reader's language), and where it leads. */
export const notification = z.strictObject({
  id: z.string(),
  userId: z.string(),
  kind: z.string(),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export const notificationList = z.strictObject({ notifications: z.array(notification) });
