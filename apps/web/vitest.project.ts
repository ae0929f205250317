import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * The tests that are about a module's own state (what the sign-in module wires when first imported, the language
 * bundles loaded so far, an offer remembered for the page) or that replace a module (`vi.mock`): each needs the app's
 * modules fresh, so they run isolated, a module graph per file (vitest.own-modules.config.ts).
 */
export const OWN_MODULES = [
  'src/auth/**/*.test.{ts,tsx}',
  'src/screens/auth/**/*.test.{ts,tsx}',
  'src/api/client.test.ts',
  'src/i18n.test.ts',
  'src/features/statement/directUpload.test.ts',
  'src/features/notifications/notifications.test.ts',
];

/** The web app's test project; the screens' files share a worker's jsdom and module graph, the rest are isolated. */
export const webProject = (ownModules: boolean) =>
  defineProject({
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name: ownModules ? 'web-own-modules' : 'web',
      environment: 'jsdom',
      // Negated patterns rather than `exclude`: a project's own `exclude` would drop the command line's `--exclude`.
      include: ownModules ? OWN_MODULES : ['src/**/*.test.{ts,tsx}', ...OWN_MODULES.map((file) => `!${file}`)],
      setupFiles: ['src/test/setup.ts'],
      // Each file setting up its own jsdom and importing the app again took 185 of the project's 280 s of work
      // against 109 s of tests; src/test/setup.ts puts back what a file leaves in the app's module state.
      isolate: ownModules,
      // Files run side by side (scripts/test.mjs): a busy machine, not a slow screen, may pass 5 s.
      testTimeout: 30_000,
    },
  });
