import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components'],
  // The bundled Khmer web font files are copied next to style.css and referenced by url().
  noExternal: [/^@fontsource\//],
  loader: { '.woff2': 'file', '.woff': 'file' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
