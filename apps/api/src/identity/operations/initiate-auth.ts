import { fail, incorrectCredentials } from '../errors';
import { decoyHash, verifyPassword } from '../passwords';
import { secondFactor } from './challenges';
import { checkClient, type Operation, str, userByEmail } from './context';
import { refresh, startSession } from './sessions';
import { assertNotThrottled, clearAccountFailures, recordSignInFailure } from './throttle';

/** InitiateAuth: the password flow (then a second factor when one is on) or a refresh token. */
export const initiateAuth: Operation = async (ctx, body, meta) => {
  checkClient(ctx, body);
  const flow = str(body.AuthFlow);
  const params = (body.AuthParameters ?? {}) as Record<string, unknown>;
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
    return { ChallengeParameters: {}, ...(await refresh(ctx, params.REFRESH_TOKEN)) };
  }
  if (flow !== 'USER_PASSWORD_AUTH') {
    return fail('InvalidParameterException', `${flow ?? 'AuthFlow'} is not enabled for the client.`);
  }
  const username = (str(params.USERNAME) ?? '').trim().toLowerCase();
  const password = str(params.PASSWORD) ?? '';
  if (!username) fail('InvalidParameterException', 'Missing required parameter USERNAME');
  if (!password) fail('InvalidParameterException', 'Missing required parameter PASSWORD');
  await assertNotThrottled(ctx, username, meta.address);
  const user = await userByEmail(ctx, username);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash(ctx.config.passwordHashCost)));
  if (!user || !valid) {
    await recordSignInFailure(ctx, username, meta.address);
    throw incorrectCredentials();
  }
  if (user.status !== 'CONFIRMED') fail('UserNotConfirmedException', 'User is not confirmed.');
  await clearAccountFailures(ctx, username, meta.address);
  const challenge = await secondFactor(ctx, user);
  if (challenge) return challenge;
  return { ChallengeParameters: {}, ...(await startSession(ctx, user)) };
};
