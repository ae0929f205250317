export { AuthGate } from './AuthGate';
export { safeRedirect } from './paths';
export { authReady, type IdentityClientConfig } from './config';
export { authErrorText, describeAuthError } from './errors';
export { refreshAuthState, signOut, startAuth, useAuth } from './store';
