import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** aws-amplify as the session code sees it: tokens at once, the whole session (identity pool) when `release` runs. */
const amplify = vi.hoisted(() => {
  const tokens = {
    accessToken: { toString: () => 'access-token', payload: {} },
    idToken: { payload: { sub: 'user-1', email: 'demo@example.com' } },
  };
  let release: () => void = () => {};
  return {
    tokens,
    release: () => release(),
    fetchAuthSession: vi.fn(
      () =>
        new Promise<{ tokens: typeof tokens }>((resolve) => {
          release = () => resolve({ tokens });
        }),
    ),
    getTokens: vi.fn(async () => tokens),
  };
});
vi.mock('./config', () => {
  const client = {
    fetchAuthSession: amplify.fetchAuthSession,
    cognitoUserPoolsTokenProvider: { getTokens: amplify.getTokens },
    Hub: { listen: () => () => {} },
  };
  return { amplifyClient: async () => client, loadAmplify: async () => client };
});

beforeEach(() => {
  vi.resetModules();
  amplify.fetchAuthSession.mockClear();
  amplify.getTokens.mockClear();
});
afterEach(() => amplify.release());

describe('the session on a page’s start', () => {
  it('reads the whole session once for callers at the same time (each read asked the identity pool again)', async () => {
    const { refreshAuthState } = await import('./store');
    const reads = [refreshAuthState(), refreshAuthState(), refreshAuthState()];
    await vi.waitFor(() => expect(amplify.fetchAuthSession).toHaveBeenCalled());
    amplify.release();
    await Promise.all(reads);
    expect(amplify.fetchAuthSession).toHaveBeenCalledOnce();
  });

  it('is signed in from the tokens, and the API has its bearer, before the identity pool has answered', async () => {
    const { refreshAuthState, startAuth, useAuth } = await import('./store');
    const { getAccessToken } = await import('../api/client');
    startAuth();
    await expect(getAccessToken()).resolves.toBe('access-token');
    const state = refreshAuthState();
    await vi.waitFor(() => expect(amplify.fetchAuthSession).toHaveBeenCalled());
    // Still waiting for fetchAuthSession: the state already says who is signed in.
    const { result } = renderHook(() => useAuth());
    await vi.waitFor(() => expect(result.current.status).toBe('signedIn'));
    expect(result.current.user).toEqual({ sub: 'user-1', email: 'demo@example.com' });
    expect(amplify.fetchAuthSession.mock.results.length).toBe(1);
    amplify.release();
    await state;
  });
});
