import { checkClient, type Operation } from './context';
import { refresh } from './sessions';

/** GetTokensFromRefreshToken: new access and ID tokens for a live refresh token. */
export const getTokensFromRefreshToken: Operation = async (ctx, body) => {
  checkClient(ctx, body);
  return refresh(ctx, body.RefreshToken);
};
