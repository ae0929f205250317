import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 30: the `Link` header naming what the page's first screen needs beyond the entry (its chunk, the chunks it
 * imports, their CSS, its strings), so that the browser fetches them with the page instead of once the entry has run.
 * Read from the web build's `.vite/screens.json` (route path → files, written by apps/web/vite.config.ts); a build
 * without it, or a path no route matches, gets no header.
 */
export function screenPreloads(webDist: string): (pathname: string) => string | undefined {
  let screens: Record<string, string[]>;
  try {
    screens = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'screens.json'), 'utf8')) as Record<
      string,
      string[]
    >;
  } catch {
    return () => undefined;
  }
  const routes = Object.entries(screens).map(([route, files]) => ({
    pattern: routePattern(route),
    link: linkHeader(files),
  }));
  return (pathname) => routes.find((r) => r.pattern.test(pathname))?.link;
}

/** A route path (`/reporting/:id?/:year?`) as a regular expression matching the whole path, as react-router does. */
function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('') || '/'}/?$`, 'i');
}

/** Scripts as module preloads; style sheets as preloads, fetched in the same (CORS) mode the app later asks in. */
function linkHeader(files: string[]): string | undefined {
  const safe = files.filter((file) => /^\/assets\/[\w.-]+\.(js|css)$/.test(file));
  if (safe.length === 0) return undefined;
  return safe
    .map((file) =>
      file.endsWith('.css')
        ? `<${file}>; rel=preload; as=style; crossorigin`
        : `<${file}>; rel=modulepreload; crossorigin`,
    )
    .join(', ');
}
