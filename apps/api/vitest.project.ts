import { defineProject } from 'vitest/config';

/**
 * The tests that need the process or the modules to themselves: one replaces the engine's module (`vi.mock`), one
 * reads whether any async-context storage of the process is on, one counts the heap a request allocates (another
 * file's modules and garbage in the worker moved it by 1 KB). They run isolated (vitest.own-modules.config.ts).
 */
export const OWN_MODULES = [
  'src/features/statements/rounding-preview.test.ts',
  'src/db/write-turn.test.ts',
  'src/http/cost.test.ts',
];

/**
 * The API's test project. Its files share a worker's module graph: importing the app again for each file took 149 of
 * the project's 415 s of work (tests 266 s); each file opens its own database and server, and closes them.
 */
export const apiProject = (ownModules: boolean) =>
  defineProject({
    test: {
      name: ownModules ? 'api-own-modules' : 'api',
      environment: 'node',
      // Negated patterns rather than `exclude`: a project's own `exclude` would drop the command line's `--exclude`.
      include: ownModules ? OWN_MODULES : ['src/**/*.test.ts', ...OWN_MODULES.map((file) => `!${file}`)],
      isolate: ownModules,
      testTimeout: 20000,
      hookTimeout: 30000,
    },
  });
