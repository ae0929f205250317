import { afterEach } from 'vitest';

// Only the component tests run in jsdom; the rules' tests run in plain Node and need none of this.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => cleanup());
  // jsdom lacks CSS.escape, which react-aria's collections use.
  if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: unknown }).CSS = {};
  if (typeof CSS.escape !== 'function')
    CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
  // axe probes icon fonts through a canvas, which jsdom lacks; answering "no canvas" keeps the log clean.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}
