import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, text } from '../../test/renderScreen';
import NotFound from '.';

afterEach(cleanup);

describe('NotFound', () => {
  it.each(['en', 'kh'] as const)('says the page does not exist, names the path and leads home (%s)', async (lang) => {
    await renderScreen(<NotFound />, lang, [], '/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'title.not_found'));
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByRole('link', { name: text(lang, 'go_home') }).getAttribute('href')).toBe('/');
  });
});
