import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'forms',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
