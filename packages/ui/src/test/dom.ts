import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/** What component tests in jsdom need: Testing Library's cleanup, CSS.escape and a quiet canvas. */
export function installDomTestEnvironment(): void {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => cleanup());

  // jsdom lacks CSS.escape, which react-aria's collections use.
  if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: unknown }).CSS = {};
  if (typeof CSS.escape !== 'function')
    CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);

  // jsdom has no canvas; axe-core probes it for icon ligatures and logs noise otherwise.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}
