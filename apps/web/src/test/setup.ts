import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every test file unmounts its screen and restores the real fetch after each test. A setup file runs for each test file,
// where a hook registered by a shared helper module would be registered once per worker when the module is reused.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
