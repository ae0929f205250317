import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Files run side by side with the API's (scripts/test.mjs): a busy machine, not a slow component, may pass 5 s.
    testTimeout: 30_000,
    // Each file in a fresh VM context of a reused process rather than a process of its own: the same isolation of
    // globals and modules, without loading jsdom, React and react-aria anew per file (docs/decisions.md, issue 29). A
    // worker past 1 GB is replaced.
    pool: 'vmForks',
    vmMemoryLimit: '1GB',
  },
});
