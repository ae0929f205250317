import { defineProject } from 'vitest/config';

export default defineProject({
  // Files run side by side (scripts/test.mjs): a busy machine, not slow code, may pass 5 s (speed has its benchmarks).
  test: { name: 'statement-engine', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
