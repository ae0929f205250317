import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, text } from '../../test/renderScreen';
import Home from '.';

afterEach(cleanup);

describe('Home', () => {
  it.each(['en', 'kh'] as const)('names the platform and lists the four steps of how it works (%s)', async (lang) => {
    await renderScreen(<Home />, lang, ['home']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      text(lang, 'title.digital_financial_reporting_platform'),
    );
    const how = screen.getByRole('region', { name: text(lang, 'home:how.title') });
    expect(within(how).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: text(lang, 'home:sign_in') }).getAttribute('href')).toBe('/login');
  });
});
