import { matchPath } from 'react-router-dom';
import { ROUTES } from '../app/routes';

/** Signed-out visitors may open only these (the specification's four, plus the public home page). */
const OPEN_PATHS = ROUTES.filter((r) => r.open).map((r) => r.path);
export const isOpenPath = (pathname: string) => OPEN_PATHS.some((path) => matchPath({ path, end: true }, pathname));

/** A same-site path to go back to after sign-in (never another origin). */
export function safeRedirect(target: string | null | undefined, fallback = '/overview'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
