import type { Operation } from './context';
import { authenticate, revokeSessions } from './sessions';

/** GlobalSignOut: every session of the user ends. */
export const globalSignOut: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  await revokeSessions(ctx, user.sub);
  return {};
};
