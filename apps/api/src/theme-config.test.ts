import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createTestDeps } from './auth/testing';
import { loadEnv } from './env';

describe('the web theme by configuration (DFR_THEME)', () => {
  it('sends the configured theme in /config.json, the product theme by default', async () => {
    for (const [given, sent] of [
      [undefined, 'dfr'],
      ['tonle', 'tonle'],
    ] as const) {
      const { deps, cleanup } = await createTestDeps(given ? { DFR_THEME: given } : {});
      try {
        const config = (await (await createApp(deps).request('/config.json')).json()) as { theme: string };
        expect(config.theme).toBe(sent);
      } finally {
        cleanup();
      }
    }
  });

  it('refuses a theme it does not know, naming the variable and the themes it knows', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', DFR_THEME: 'tonle-light' })).toThrow(
      /DFR_THEME: .*"dfr".*"tonle".*"tonle-dark"/,
    );
  });
});
