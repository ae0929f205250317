import { themes } from '@dfr/ui';
import { describe, expect, it } from 'vitest';
import { themeOf } from './theme';

describe('the deployment theme from /config.json', () => {
  it('takes a theme @dfr/ui ships, and the product theme for none or an unknown name', () => {
    expect(themeOf({ theme: 'tonle' })).toBe('tonle');
    expect(themes[themeOf({ theme: 'tonle-dark' })]).toBe(themes['tonle-dark']);
    expect(themeOf({ theme: 'nope' })).toBe('dfr');
    expect(themeOf({})).toBe('dfr');
    expect(themeOf(undefined)).toBe('dfr');
  });
});
