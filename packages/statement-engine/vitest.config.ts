import { defineProject } from 'vitest/config';

/**
 * The test command's Node 20 lane sets DFR_PURE_TESTS_ON_NODE24_ONLY: the engine outside `cli/` is pure (no Node
 * built-in: the architecture check's `engine-pure-outside-cli`), so its results cannot depend on the Node version, and
 * its tests run once, in the Node 24 lane (scripts/test.mjs); the CLI, which uses Node's built-ins, runs on both.
 */
const pureOnNode24Only = Boolean(process.env.DFR_PURE_TESTS_ON_NODE24_ONLY);

export default defineProject({
  // Files run side by side (scripts/test.mjs): a busy machine, not slow code, may pass 5 s (speed has its benchmarks).
  test: {
    name: 'statement-engine',
    environment: 'node',
    // Its allocation guards keep their Node 20 figures here (bench/budgets.json has both).
    include: pureOnNode24Only ? ['src/cli/**/*.test.ts', 'src/cost.test.ts'] : ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
