/**
 * Every piece of aws-amplify the app's session code uses, in one chunk loaded with the first read of the session
 * (`authReady`), in parallel with `/config.json`, instead of in the first route's JavaScript (docs/performance.md).
 * aws-amplify stays the identity client: the sign-in screens import it directly, in their own chunks.
 */
export { Amplify } from 'aws-amplify';
export { fetchAuthSession, fetchUserAttributes, signOut } from 'aws-amplify/auth';
export { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
export { Hub } from 'aws-amplify/utils';
export { moveSessionToCookies, sessionCookies } from './sessionCookies';
