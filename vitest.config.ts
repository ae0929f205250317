import { defineConfig } from 'vitest/config';

// One run over every package and app; each project has its own vitest.config.ts. The root scripts' tests (the two
// README commands' installer) run as their own project; examples/* use the packages as another project would.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'examples/*', { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } }],
  },
});
