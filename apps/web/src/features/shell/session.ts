/**
 * Sign-out is the identity module's (src/auth); it registers its handler here so that the shell's user menu
 * does not depend on how sign-in works.
 */
type SignOut = () => Promise<void>;
let signOutHandler: SignOut = async () => {};

export function setSignOutHandler(handler: SignOut) {
  signOutHandler = handler;
}

export async function runSignOut() {
  try {
    await signOutHandler();
  } catch {
    // the session is being dropped anyway; the login screen follows
  }
}
