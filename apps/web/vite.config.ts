import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** @dfr/ui's layout primitives and the app's page frame (see build.rolldownOptions). */
const layoutPrimitives =
  /packages[\\/]ui[\\/]src[\\/](components[\\/](Box|Inline|Stack|Tiles|Text|Button)[\\/]|theme[\\/](sprinkles|contract))|apps[\\/]web[\\/]src[\\/]features[\\/]shell[\\/](Page|Panel|Terms)/;

const apiTarget = process.env.DFR_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
