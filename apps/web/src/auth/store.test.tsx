import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';

// aws-amplify's session functions, as test doubles: each read of the session answers when the test says so, in the
// order the test chooses (as a slow `/config.json` or identity endpoint would).
type Session = { tokens?: { accessToken: object; idToken: { payload: Record<string, string> } } };
type Pending = { resolve: (session: Session) => void; reject: (error: unknown) => void };
const reads: Pending[] = [];
const hub: { listener?: (event: { payload: { event: string; data?: unknown } }) => void } = {};
const amplify = {
  fetchAuthSession: () => new Promise<Session>((resolve, reject) => reads.push({ resolve, reject })),
  fetchUserAttributes: async () => ({}),
  signOut: async () => {},
  Hub: {
    listen: (_channel: string, listener: NonNullable<typeof hub.listener>) => {
      hub.listener = listener;
    },
  },
};
// The route guard's stylesheet is not under test (vanilla-extract compiles it for each file: seconds on a busy machine).
vi.mock('./auth.css', () => ({ gate: 'gate' }));
vi.mock('./config', () => ({ amplifyClient: async () => amplify, loadAmplify: async () => amplify }));

const signedIn: Session = {
  tokens: { accessToken: {}, idToken: { payload: { sub: 'u-1', email: 'demo@example.com' } } },
};
const noSession: Session = {};
const networkError = Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' });

/** Lets every pending promise callback run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let store: typeof import('./store');
beforeEach(async () => {
  reads.length = 0;
  hub.listener = undefined;
  vi.resetModules();
  store = await import('./store');
});
afterEach(() => vi.useRealTimers());

describe('reading the session', () => {
  it('keeps the newer answer when an older read resolves last (a read begun before sign-in)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    store.startAuth(); // the read at start: no session yet
    await flush();
    // Signing in: aws-amplify's event starts a read of its own (the one under way began before the sign-in).
    hub.listener?.({ payload: { event: 'signedIn' } });
    await flush();
    expect(reads).toHaveLength(2);
    reads[1]?.resolve(signedIn);
    await flush();
    expect(store.getAuthState().status).toBe('signedIn');
    // The older read saw the cookies before the tokens were written: its answer is out of date.
    reads[0]?.resolve(noSession);
    await flush();
    expect(store.getAuthState()).toMatchObject({ status: 'signedIn', user: { email: 'demo@example.com' } });
  });

  it('still signs out a user whose session is gone, when that is the newest answer', async () => {
    const first = store.refreshAuthState();
    await flush();
    reads[0]?.resolve(signedIn);
    await first;
    const second = store.refreshAuthState();
    await flush();
    reads[1]?.resolve(noSession);
    expect(await second).toEqual({ status: 'signedOut', reason: 'session_revoked' });
  });

  it('treats a failed read as unknown: an error before anything is known, never a sign-out of a signed-in user', async () => {
    const atStart = store.refreshAuthState();
    await flush();
    reads[0]?.reject(networkError);
    expect(await atStart).toMatchObject({ status: 'error', error: networkError });

    const retry = store.refreshAuthState();
    await flush();
    reads[1]?.resolve(signedIn);
    expect((await retry).status).toBe('signedIn');

    const onNavigation = store.refreshAuthState();
    await flush();
    reads[2]?.reject(networkError);
    expect((await onNavigation).status).toBe('signedIn');
  });

  it('lets a sign-out win over a read begun before it', async () => {
    const first = store.refreshAuthState();
    await flush();
    reads[0]?.resolve(signedIn);
    await first;
    const stale = store.refreshAuthState();
    await flush();
    await store.signOut();
    reads[1]?.resolve(signedIn);
    await stale;
    expect(store.getAuthState().status).toBe('signedOut');
  });
});

describe("aws-amplify's auth events", () => {
  it('ends the session on a refresh the service refused, not on one the network lost', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    store.startAuth();
    await flush();
    reads[0]?.resolve(signedIn);
    await flush();
    expect(store.getAuthState().status).toBe('signedIn');

    hub.listener?.({ payload: { event: 'tokenRefresh_failure', data: { error: networkError } } });
    expect(store.getAuthState().status).toBe('signedIn');

    const refused = Object.assign(new Error('Refresh Token has been revoked'), { name: 'NotAuthorizedException' });
    hub.listener?.({ payload: { event: 'tokenRefresh_failure', data: { error: refused } } });
    expect(store.getAuthState()).toEqual({ status: 'signedOut', reason: 'session_revoked' });
  });
});

describe('the route guard', () => {
  async function guard(path: string) {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const { AuthGate } = await import('./AuthGate');
    render(
      <MemoryRouter initialEntries={[path]}>
        <AuthGate isOpen={(pathname) => pathname === '/login'}>
          <Routes>
            <Route path="/login" element={<h1>Sign in</h1>} />
            <Route path="/overview" element={<h1>Dashboard</h1>} />
          </Routes>
        </AuthGate>
      </MemoryRouter>,
    );
    await flush();
  }

  it('offers to try again when the session could not be read, and does not send the user to sign in', async () => {
    await guard('/overview');
    // A fetch that failed (`/config.json` unreachable) rejects with a TypeError.
    for (const read of reads.splice(0)) read.reject(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();

    screen.getByRole('button', { name: 'Try again' }).click();
    await flush();
    for (const read of reads.splice(0)) read.resolve(signedIn);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('sends a visitor with no session to sign in', async () => {
    await guard('/overview');
    for (const read of reads.splice(0)) read.resolve(noSession);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
