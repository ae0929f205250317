import { installDomTestEnvironment } from '@dfr/ui/testing';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { setTokenProvider, setUnauthorizedHandler } from '../api/client';
import { dropRuntimeConfig } from '../api/hooks';
import { setSignOutHandler } from '../features/shell/session';
import i18n from '../i18n';

// Every test file unmounts its screen (the workspace's jsdom set-up, which also empties react-aria's live announcer when
// a file ends) and restores the real fetch after each test. A setup file runs for each test file, where a hook
// registered by a shared helper module would be registered once per worker when the module is reused.
installDomTestEnvironment();
afterEach(() => {
  vi.restoreAllMocks();
});

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s). Code loaded on first use (aws-amplify's chunk on
// the first sign-in call, an error's text with the first failure shown, issue 30) is transformed by Vitest when first
// imported: in the test command's loaded unit lane that took over a second, and the auth screens' alerts were not
// found in time (fresh-clone run, 2026-11-28). A test whose element never comes still fails, five seconds later.
configure({ asyncUtilTimeout: 5000 });

// A worker's files share one module graph (vitest.project.ts: isolate is off). What a file leaves in the app's module
// state is put back when it ends: the sign-in module's API token provider and handlers (AuthGate wires them when first
// imported: a later file's stubbed API then waited on aws-amplify), the runtime configuration read, the language, the
// browser's storage and any replaced global.
afterAll(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  setTokenProvider(async () => undefined);
  setUnauthorizedHandler(() => {});
  setSignOutHandler(async () => {});
  dropRuntimeConfig();
  await i18n.changeLanguage('en');
});
