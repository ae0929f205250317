import { defineConfig } from 'vitest/config';

// One run over every package and app; each project has its own vitest.config.ts. The root scripts' tests (the two
// README commands' installer) run as their own project.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } }],
  },
});
