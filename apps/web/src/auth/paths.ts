/** A same-site path to go back to after sign-in (never another origin). */
export function safeRedirect(target: string | null | undefined, fallback = '/overview'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
