import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * The test command's Node 20 lane sets DFR_PURE_TESTS_ON_NODE24_ONLY: the input rules (`src/rules/`) are pure (the
 * architecture check's `forms-rules-pure`), so they run once, in the Node 24 lane (scripts/test.mjs); the form
 * components (jsdom) run here.
 */
const pureOnNode24Only = Boolean(process.env.DFR_PURE_TESTS_ON_NODE24_ONLY);

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'forms',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: pureOnNode24Only ? [...configDefaults.exclude, 'src/rules/**'] : configDefaults.exclude,
    setupFiles: ['src/test/setup.ts'],
    // A worker's files share one module graph: importing it again for each file took half the project's time.
    isolate: false,
    // Files run side by side with the API's (scripts/test.mjs): a busy machine, not a slow component, may pass 5 s.
    testTimeout: 30_000,
  },
});
