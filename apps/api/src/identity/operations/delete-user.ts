import { identityUserRepo } from '../repository';
import type { Operation } from './context';
import { authenticate } from './sessions';

/** DeleteUser: the caller's own account is deleted. */
export const deleteUser: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  await identityUserRepo.delete(ctx.db, user.sub);
  return {};
};
