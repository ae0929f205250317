import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

/** What component tests in jsdom need: Testing Library's cleanup, CSS.escape and a quiet canvas. */
export function installDomTestEnvironment(): void {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => cleanup());
  // Files share a worker's jsdom (isolate is off): what react-aria's live announcer (one per document, outside any
  // rendered container) still holds when a file ends is emptied, so the next file finds only its own elements.
  afterAll(() => {
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  });

  // jsdom lacks CSS.escape, which react-aria's collections use.
  if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: unknown }).CSS = {};
  if (typeof CSS.escape !== 'function')
    CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);

  // jsdom has no canvas; axe-core probes it for icon ligatures and logs noise otherwise.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}
