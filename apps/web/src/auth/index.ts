export { AuthGate, isOpenPath, safeRedirect } from './AuthGate';
export { authReady, type IdentityClientConfig } from './config';
export { authErrorText, describeAuthError } from './errors';
export { refreshAuthState, signOut, startAuth, useAuth } from './store';
