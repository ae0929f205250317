import { defineConfig } from 'tsup';

/**
 * The API's production build (issue 30): plain `node` runs JavaScript with source maps instead of compiling TypeScript
 * through tsx at every start. The workspace packages (whose exports are their TypeScript sources) and the two of their
 * dependencies the API does not itself depend on are bundled in; every other dependency stays in node_modules.
 * `thread` is the import worker's entry: `new URL('./thread.mjs', import.meta.url)` finds it beside `main.mjs`.
 */
export default defineConfig({
  entry: { main: 'src/main.ts', thread: 'src/imports/thread.ts' },
  outDir: 'dist',
  format: ['esm'],
  outExtension: () => ({ js: '.mjs' }),
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  splitting: true,
  noExternal: [/^@dfr\//, 'fflate', '@internationalized/date'],
});
