import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800, manifest: true },
});
