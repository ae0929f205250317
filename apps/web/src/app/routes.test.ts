import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import kh from '../locales/kh/common.json';
import { ROUTES } from './routes';

describe('routes', () => {
  it('has every route of the specification', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of [
      '/',
      '/onboarding',
      '/overview',
      '/on_board_reporting/:id?',
      '/reporting/:id?/:year?/:status?',
      '/main_report/:id?/:year?/:status?',
      '/results_statement',
      '/submited',
      '/compliance',
      '/accounts',
      '/account',
      '/standard',
      '/analytics',
      '/currency',
      '/settings',
      '/resources',
      '/users',
      '/login',
      '/signup',
      '/confirmUser',
      '/forgetPass',
      '/resetPass',
      '/connect',
      '/manual_input/:id?',
      '/public/:id?',
    ]) {
      expect(paths).toContain(p);
    }
  });
  it('has an English and a Khmer title for every route', () => {
    for (const r of ROUTES) {
      expect(en.title).toHaveProperty(r.titleKey);
      expect(kh.title).toHaveProperty(r.titleKey);
    }
  });
});
