import fs from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** @dfr/ui's layout primitives and the app's page frame (see build.rolldownOptions). */
const layoutPrimitives =
  /packages[\\/]ui[\\/]src[\\/](components[\\/](Box|Inline|Stack|Tiles|Text|Button)[\\/]|theme[\\/](sprinkles|contract))|apps[\\/]web[\\/]src[\\/]features[\\/]shell[\\/](Page|Panel|Terms)/;

interface Chunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
}

/**
 * A chunk and the chunks it imports, recursively, into `files`: those the entry is or imports left out (the page
 * loads them already). What both preload plugins below name.
 */
function beyondEntry(chunks: readonly Chunk[], file: string, files = new Set<string>()): Set<string> {
  const entry = chunks.find((c) => c.isEntry);
  const add = (name: string) => {
    if (files.has(name) || name === entry?.fileName || entry?.imports.includes(name)) return;
    files.add(name);
    for (const dep of chunks.find((c) => c.fileName === name)?.imports ?? []) add(dep);
  };
  add(file);
  return files;
}

/**
 * Every page reads the session first, with aws-amplify's chunk (`src/auth/amplify.ts`, kept out of the first route's
 * JavaScript): the page's head names it and its imports (`modulepreload`), so the browser fetches them beside the entry
 * instead of after it has run (`/config.json`, read with it, is preloaded by index.html itself); and the web font's
 * faces the first screens use.
 */
function preloadSession(): Plugin {
  return {
    name: 'dfr-preload-session',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const session = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith('/src/auth/amplify.ts'));
        if (!session) return [];
        const files = beyondEntry(chunks, session.fileName);
        // The web font's faces every first screen draws with (Latin 400, 600, 700 and the Khmer 600 of the language
        // switcher): asked for with the page rather than once the first text is laid out.
        const fonts = Object.values(ctx.bundle ?? {})
          .map((asset) => asset.fileName)
          .filter((file) => /noto-sans-khmer-(latin-(400|600|700)|khmer-600)-normal-[\w-]+\.woff2$/.test(file));
        return [
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...fonts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * What each open route's screen needs beyond the entry, for the API to name with the page (`Link: rel=modulepreload`):
 * the screen's chunk, the chunks it imports, their CSS and the screen's English strings (the first visit's language).
 * Without it the browser learns of them only once the entry has run. Written to `.vite/screens.json` as
 * `{ "<route path>": ["/assets/…", …] }`, read from the route table (`src/app/routes.tsx`); what a Khmer visit needs
 * besides (its strings' chunks and the Khmer font faces) to `.vite/screens.kh.json`, in the same shape.
 */
function screenPreloads(): Plugin {
  return {
    name: 'dfr-screen-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const routesFile = new URL('./src/app/routes.tsx', import.meta.url).pathname;
      const source = fs.readFileSync(routesFile, 'utf8');
      // Each route object, from its path to the next one's: its screen's import and its namespaces.
      const routes = source
        .split(/(?=path: ')/)
        .slice(1)
        .map((part) => [part, part.match(/^path: '([^']+)'/)?.[1], part.match(/import\('([^']+)'\)/)?.[1]] as const)
        .filter(([, , specifier]) => specifier);
      // Every route names its screen: a route this reading misses would silently lose its preload.
      if (routes.length !== source.match(/path: '/g)?.length) this.error('screenPreloads: cannot read routes.tsx');
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const bySource = (id: string | undefined) => chunks.find((c) => c.facadeModuleId && c.facadeModuleId === id);
      const screens: Record<string, string[]> = {};
      // What a Khmer first visit needs besides (`Cookie: lang=kh`, written by i18n.ts): the Khmer shell strings' chunk,
      // the screen's Khmer strings and the Khmer faces of the web font its text is drawn with (400 and 700; the page's
      // head names the 600 of the language switcher for every visit).
      const khmer: Record<string, string[]> = {};
      const khmerFirst = bySource(new URL('./src/locales/khFirst.ts', import.meta.url).pathname);
      if (!khmerFirst) this.error('screenPreloads: no chunk for the Khmer shell strings');
      const khmerFonts = Object.values(bundle)
        .map((asset) => asset.fileName)
        .filter((file) => /noto-sans-khmer-khmer-(400|700)-normal-[\w-]+\.woff2$/.test(file));
      for (const [part, path, specifier] of routes) {
        const resolved = await this.resolve(specifier!, routesFile);
        const chunk = bySource(resolved?.id);
        // The screens a signed-out visitor may open (`open`), the first visit's: a signed-in user's screens are in the
        // browser's cache already (immutable), where naming them only moved their compiling ahead of the entry's
        // (`/overview` measured 25 ms slower on average, side by side).
        if (!path || path === '*' || !/\bopen: true\b/.test(part)) continue;
        if (!chunk) this.error(`screenPreloads: no chunk for the screen of ${path}`);
        const files = beyondEntry(chunks, chunk.fileName);
        for (const [, ns] of part.matchAll(/namespaces: \[([^\]]*)\]/g))
          for (const [, name] of ns!.matchAll(/'([^']+)'/g)) {
            const strings = bySource(new URL(`./src/locales/en/${name}.json`, import.meta.url).pathname);
            if (strings) beyondEntry(chunks, strings.fileName, files);
          }
        // Their style sheets, fetched with them.
        for (const file of [...files])
          for (const css of chunks.find((c) => c.fileName === file)?.viteMetadata?.importedCss ?? []) files.add(css);
        screens[path] = [...files].map((file) => `/${file}`);
        const kh = beyondEntry(chunks, khmerFirst.fileName);
        for (const [, ns] of part.matchAll(/namespaces: \[([^\]]*)\]/g))
          for (const [, name] of ns!.matchAll(/'([^']+)'/g)) {
            const strings = bySource(new URL(`./src/locales/kh/${name}.json`, import.meta.url).pathname);
            if (strings) beyondEntry(chunks, strings.fileName, kh);
          }
        khmer[path] = [...[...kh].filter((file) => !files.has(file)), ...khmerFonts].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/screens.json', source: JSON.stringify(screens, null, 1) });
      this.emitFile({ type: 'asset', fileName: '.vite/screens.kh.json', source: JSON.stringify(khmer, null, 1) });
    },
  };
}

const apiTarget = process.env.DFR_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), preloadSession(), screenPreloads()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/config.json': apiTarget,
      '/identity': apiTarget,
      '/mqtt': { target: apiTarget, ws: true },
      '/.well-known': apiTarget,
      '/mailbox': apiTarget,
      // The embedded file storage's presigned PUTs (issue 33).
      '/storage': apiTarget,
    },
  },
  // The manifest lets scripts/bundle-size.mjs follow what the first route loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically, in the entry's chunk: left to the bundler it was 27 chunks (the
            // pieces the lazy screens share in different sets), each a request and each compressed alone.
            { name: 'app', tags: ['$initial'] },
            // The layout primitives every first screen draws with (home, overview, onboarding), one chunk.
            { name: 'layout', test: layoutPrimitives },
          ],
        },
      },
    },
  },
});
