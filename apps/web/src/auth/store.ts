import { useSyncExternalStore } from 'react';
import { setTokenProvider, setUnauthorizedHandler } from '../api/client';
import { setSignOutHandler } from '../features/shell/session';
import { amplifyClient, loadAmplify } from './config';

export interface SignedInUser {
  sub: string;
  email: string;
}

/** Why the user was signed out without asking (shown on the sign-in screen). */
export type SignOutReason = 'session_revoked';

export interface AuthState {
  status: 'loading' | 'signedIn' | 'signedOut' | 'error';
  user?: SignedInUser;
  reason?: SignOutReason;
  error?: unknown;
}

let state: AuthState = { status: 'loading' };
const listeners = new Set<() => void>();
function set(next: AuthState) {
  state = next;
  for (const l of listeners) l();
}

/**
 * The session as aws-amplify holds it (tokens in secure cookies, see sessionCookies.ts). `fetchAuthSession` refreshes expired tokens
 * silently; when the refresh token was revoked it answers with no tokens and the user is signed out with a message.
 */
export async function refreshAuthState(): Promise<AuthState> {
  try {
    const { fetchAuthSession } = await amplifyClient();
    const session = await fetchAuthSession();
    const id = session.tokens?.idToken?.payload;
    if (session.tokens?.accessToken && id) {
      set({ status: 'signedIn', user: { sub: String(id.sub), email: String(id.email ?? '') } });
    } else if (state.status !== 'signedOut') {
      set({ status: 'signedOut', reason: state.status === 'signedIn' ? 'session_revoked' : undefined });
    }
  } catch (error) {
    set({ status: 'error', error });
  }
  return state;
}

const CHECK_EVERY_MS = 15_000;
let lastServerCheck = 0;
let checking: Promise<void> | undefined;
/**
 * Asks the identity service whether the session is still live (on navigation and every 15 s at most, and at once when
 * the API refuses this browser's token): a session ended elsewhere (signed out everywhere, password changed) signs
 * this browser out with a message. One question at a time.
 */
export function checkSessionAlive(options: { now?: boolean } = {}): Promise<void> {
  if (state.status !== 'signedIn') return Promise.resolve();
  if (checking) return checking;
  if (!options.now && Date.now() - lastServerCheck < CHECK_EVERY_MS) return Promise.resolve();
  lastServerCheck = Date.now();
  checking = (async () => {
    try {
      const { fetchUserAttributes } = await amplifyClient();
      await fetchUserAttributes();
    } catch (error) {
      if ((error as { name?: string }).name === 'NotAuthorizedException') await endSession('session_revoked');
    } finally {
      checking = undefined;
    }
  })();
  return checking;
}

async function endSession(reason?: SignOutReason) {
  try {
    const { signOut: amplifySignOut } = await amplifyClient();
    await amplifySignOut();
  } catch {
    // tokens are cleared locally even when the service cannot be reached
  }
  set({ status: 'signedOut', reason });
}

/** Signs out of this browser (the refresh token is revoked at the service), or everywhere with `global`. */
export async function signOut(options: { global?: boolean } = {}): Promise<void> {
  const { signOut: amplifySignOut } = await amplifyClient();
  try {
    await amplifySignOut({ global: !!options.global });
  } finally {
    set({ status: 'signedOut' });
  }
}

export function clearSignOutReason() {
  if (state.reason) set({ ...state, reason: undefined });
}

let started = false;
/** Wires aws-amplify to the app: API bearer tokens, the shell's sign-out, auth events. Idempotent. */
export function startAuth() {
  if (started) return;
  started = true;
  setTokenProvider(async () => {
    const { fetchAuthSession } = await amplifyClient();
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString();
  });
  setSignOutHandler(() => signOut());
  setUnauthorizedHandler(() => void checkSessionAlive({ now: true }));
  // aws-amplify's events, as soon as its code has arrived (nothing signs in before: the sign-in screens wait for it).
  void loadAmplify().then(
    ({ Hub }) => listen(Hub),
    () => {},
  );
  void refreshAuthState();
  if (typeof window !== 'undefined') {
    window.setInterval(() => void checkSessionAlive(), CHECK_EVERY_MS);
    window.addEventListener('focus', () => void checkSessionAlive());
  }
}

function listen(Hub: Awaited<ReturnType<typeof loadAmplify>>['Hub']) {
  Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
      case 'tokenRefresh':
        void refreshAuthState();
        break;
      case 'tokenRefresh_failure':
        set({ status: 'signedOut', reason: 'session_revoked' });
        break;
      case 'signedOut':
        if (state.status !== 'signedOut') set({ status: 'signedOut', reason: state.reason });
        break;
    }
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in user (email, sub), the session state and sign-out. */
export function useAuth() {
  const snapshot = useSyncExternalStore(subscribe, () => state);
  return {
    ...snapshot,
    email: snapshot.user?.email,
    sub: snapshot.user?.sub,
    signOut,
  };
}
