import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every test file unmounts its screen and restores the real fetch after each test. A setup file runs for each test file,
// where a hook registered by a shared helper module would be registered once per worker when the module is reused.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s). Code loaded on first use (aws-amplify's chunk on
// the first sign-in call, an error's text with the first failure shown, issue 30) is transformed by Vitest when first
// imported: in the test command's loaded unit lane that took over a second, and the auth screens' alerts were not
// found in time (fresh-clone run, 2026-11-28). A test whose element never comes still fails, five seconds later.
configure({ asyncUtilTimeout: 5000 });
