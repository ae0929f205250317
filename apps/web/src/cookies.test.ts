import { describe, expect, it } from 'vitest';
import { secureCookies } from './cookies';

describe('the app cookies', () => {
  it('are Secure over https and on this machine, not on a plain-http page of another host (the browser would drop them)', () => {
    expect(secureCookies({ protocol: 'https:', hostname: 'dfr.example.gov.kh' })).toBe(true);
    for (const hostname of ['localhost', '127.0.0.1', '[::1]'])
      expect(secureCookies({ protocol: 'http:', hostname }), hostname).toBe(true);
    expect(secureCookies({ protocol: 'http:', hostname: '192.168.1.20' })).toBe(false);
  });
});
