import { identitySessionRepo } from '../repository';
import { checkClient, now, type Operation, requireString } from './context';

/** RevokeToken: the session of a refresh token ends. */
export const revokeToken: Operation = async (ctx, body) => {
  checkClient(ctx, body);
  const token = requireString(body, 'Token');
  await identitySessionRepo.revokeByRefreshHash(ctx.db, ctx.keys.hash(`refresh:${token}`), now());
  return {};
};
