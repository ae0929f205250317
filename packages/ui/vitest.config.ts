import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A worker's files share one jsdom and one module graph: each file set up its own took 127 of the project's 162 s
    // (import 88 s, environment 38 s) against 35 s of tests; the setup file cleans the DOM after each test.
    isolate: false,
    // Files run side by side with the API's (scripts/test.mjs): a busy machine, not a slow component, may pass 5 s.
    testTimeout: 30_000,
  },
});
