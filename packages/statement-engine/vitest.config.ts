import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'statement-engine', environment: 'node', include: ['src/**/*.test.ts'] },
});
