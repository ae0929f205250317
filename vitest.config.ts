import { defineConfig } from 'vitest/config';

// One run over every package and app; each project has its own vitest.config.ts. The two apps have a second project
// each for the tests that need their modules to themselves (vitest.project.ts in each: the rest share a worker's
// modules). The root scripts' tests (the two README commands' installer) run as their own project; examples/* use the
// packages as another project would.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      'apps/api/vitest.own-modules.config.ts',
      'apps/web/vitest.own-modules.config.ts',
      'examples/*',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
