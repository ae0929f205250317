import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 30: the `Link` header naming what the page's first screen needs beyond the entry (its chunk, the chunks it
 * imports, their CSS, its strings), so that the browser fetches them with the page instead of once the entry has run.
 * Read from the web build's `.vite/screens.json` (route path → files, written by apps/web/vite.config.ts); a build
 * without it, or a path no route matches, gets no header. A visitor who chose Khmer (`cookieLanguage`) also gets the
 * Khmer strings and font faces (`.vite/screens.kh.json`), which the page would otherwise ask for only once it has run.
 */
export function screenPreloads(webDist: string): (pathname: string, lang?: string) => string | undefined {
  const read = (file: string): Record<string, string[]> | undefined => {
    try {
      return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', file), 'utf8')) as Record<string, string[]>;
    } catch {
      return undefined;
    }
  };
  const screens = read('screens.json');
  if (!screens) return () => undefined;
  // A Khmer visit's files besides (`.vite/screens.kh.json`: the Khmer strings' chunks and font faces), when the
  // build has them.
  const khmer = read('screens.kh.json') ?? {};
  const routes = Object.entries(screens).map(([route, files]) => ({
    pattern: routePattern(route),
    link: linkHeader(files),
    kh: linkHeader([...files, ...(khmer[route] ?? [])]),
  }));
  return (pathname, lang) => {
    const route = routes.find((r) => r.pattern.test(pathname));
    return lang === 'kh' ? route?.kh : route?.link;
  };
}

/** The language a visitor chose (`lang` cookie, written by the web app beside its local storage): `kh` or undefined. */
export function cookieLanguage(cookie: string | undefined): 'kh' | undefined {
  return /(?:^|;\s*)lang=kh(?:;|$)/.test(cookie ?? '') ? 'kh' : undefined;
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

/** Scripts as module preloads; style sheets and fonts as preloads, fetched in the same (CORS) mode the app later asks in. */
function linkHeader(files: string[]): string | undefined {
  const safe = files.filter((file) => /^\/assets\/[\w.-]+\.(js|css|woff2)$/.test(file));
  if (safe.length === 0) return undefined;
  return safe
    .map((file) => {
      if (file.endsWith('.css')) return `<${file}>; rel=preload; as=style; crossorigin`;
      if (file.endsWith('.woff2')) return `<${file}>; rel=preload; as=font; type="font/woff2"; crossorigin`;
      return `<${file}>; rel=modulepreload; crossorigin`;
    })
    .join(', ');
}
