import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, text } from '../../test/renderScreen';
import AccessDenied from '.';

afterEach(cleanup);

describe('AccessDenied', () => {
  it.each(['en', 'kh'] as const)("gives the specification's message and a way back (%s)", async (lang) => {
    await renderScreen(<AccessDenied />, lang);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'title.access_denied'));
    expect(screen.getByText(text(lang, 'access_denied_message'))).toBeTruthy();
    expect(screen.getByRole('link', { name: text(lang, 'shell:back_to_dashboard') }).getAttribute('href')).toBe(
      '/overview',
    );
  });
});
