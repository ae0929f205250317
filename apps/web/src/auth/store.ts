import { useSyncExternalStore } from 'react';
import { setTokenProvider, setUnauthorizedHandler } from '../api/client';
import { setSignOutHandler } from '../features/shell/session';
import { type AmplifyModule, amplifyClient, loadAmplify } from './config';

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

/** The session state as last known (what `useAuth` renders). */
export const getAuthState = (): AuthState => state;

/** The tokens alone (read from the cookies, refreshed by aws-amplify when expired): what the API's bearer needs. */
async function sessionTokens() {
  const { cognitoUserPoolsTokenProvider } = await amplifyClient();
  return cognitoUserPoolsTokenProvider.getTokens();
}

let fetching: Promise<Awaited<ReturnType<AmplifyModule['fetchAuthSession']>>> | undefined;
/**
 * aws-amplify's `fetchAuthSession` (tokens, then the identity pool's id and credentials: two requests when they are
 * not cached yet), one call at a time: callers while one is under way share its answer (each call of its own asked
 * the identity pool again; three at once on a page's start).
 */
function fetchSession() {
  if (fetching) return fetching;
  const call = amplifyClient().then(({ fetchAuthSession }) => fetchAuthSession());
  fetching = call;
  const done = () => {
    if (fetching === call) fetching = undefined;
  };
  call.then(done, done);
  return call;
}

/**
 * Which read of the session may still change the state: every read, and every change made without one (sign-out, a
 * refused refresh), takes the next turn, and a read that resolves after a later turn was taken is dropped. Two reads
 * run side by side at start (startAuth's and the route guard's) and others follow sign-in and every navigation; an older
 * one resolving last must not overwrite a newer answer (a read begun before sign-in would sign the user out again).
 */
let turn = 0;
let latestRead: Promise<AuthState> = Promise.resolve(state);

/** A change of state made without reading the session: reads still under way are out of date. */
function settle(next: AuthState) {
  turn++;
  latestRead = Promise.resolve(next);
  set(next);
}

type Transition = (current: AuthState) => AuthState;

/**
 * The session as aws-amplify holds it (tokens in secure cookies, see sessionCookies.ts). `fetchAuthSession` refreshes expired tokens
 * silently; when the refresh token was revoked it answers with no tokens and the user is signed out with a message.
 * At start the tokens decide first (a screen starts with them and its requests carry them); the whole session (the
 * identity pool's part) is then awaited as before.
 * A read that fails (the configuration or the identity service unreachable) says nothing about the session: a signed-in
 * user stays signed in, anyone else gets the status 'error' (the route guard offers to try again), never 'signedOut'.
 * Resolves with the state once the newest read has settled.
 */
export function refreshAuthState(): Promise<AuthState> {
  const mine = ++turn;
  const apply = (next: Transition) => {
    if (mine !== turn) return false;
    const resolved = next(state);
    if (resolved !== state) set(resolved);
    return true;
  };
  const read = (async () => {
    if (state.status === 'loading') {
      const tokens = await sessionTokens().catch(() => undefined);
      if (tokens?.accessToken) apply(fromTokens(tokens));
    }
    return apply(await readSession()) ? state : latestRead;
  })();
  latestRead = read;
  return read;
}

async function readSession(): Promise<Transition> {
  try {
    return fromTokens((await fetchSession()).tokens);
  } catch (error) {
    return (current) => (current.status === 'signedIn' ? current : { status: 'error', error });
  }
}

/** What the session's tokens say: signed in as their user (the same state kept when nothing changed), or signed out. */
function fromTokens(tokens: Awaited<ReturnType<typeof sessionTokens>> | undefined): Transition {
  const id = tokens?.idToken?.payload;
  if (tokens?.accessToken && id) {
    const user = { sub: String(id.sub), email: String(id.email ?? '') };
    return (current) =>
      current.status === 'signedIn' && current.user?.sub === user.sub && current.user.email === user.email
        ? current
        : { status: 'signedIn', user };
  }
  return (current) =>
    current.status === 'signedOut'
      ? current
      : { status: 'signedOut', reason: current.status === 'signedIn' ? 'session_revoked' : undefined };
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
  settle({ status: 'signedOut', reason });
}

/** Signs out of this browser (the refresh token is revoked at the service), or everywhere with `global`. */
export async function signOut(options: { global?: boolean } = {}): Promise<void> {
  const { signOut: amplifySignOut } = await amplifyClient();
  try {
    await amplifySignOut({ global: !!options.global });
  } finally {
    settle({ status: 'signedOut' });
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
  // The API's bearer is the access token: it does not wait for the identity pool's credentials.
  setTokenProvider(async () => (await sessionTokens())?.accessToken?.toString());
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
    // A session read under way began before this event: the next read asks again rather than share its answer.
    if (payload.event === 'signedIn' || payload.event === 'signedOut') fetching = undefined;
    switch (payload.event) {
      case 'signedIn':
      case 'tokenRefresh':
        void refreshAuthState();
        break;
      case 'tokenRefresh_failure':
        // aws-amplify reports every failed refresh, a network error too (it keeps the tokens then, and the read that
        // asked for the refresh fails on its own): only a refusal by the service ends the session.
        if (refusedByService(payload.data?.error)) settle({ status: 'signedOut', reason: 'session_revoked' });
        break;
      case 'signedOut':
        if (state.status !== 'signedOut') settle({ status: 'signedOut', reason: state.reason });
        break;
    }
  });
}

/** The errors on which aws-amplify clears the tokens after a failed refresh (its TokenOrchestrator's list). */
const SESSION_ENDED = [
  'NotAuthorizedException',
  'TokenRevokedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'RefreshTokenReuseException',
];
function refusedByService(error: unknown) {
  const name = (error as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && SESSION_ENDED.some((ended) => name.startsWith(ended));
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
