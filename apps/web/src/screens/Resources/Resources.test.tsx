import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, text } from '../../test/renderScreen';
import Resources from '.';

afterEach(cleanup);

describe('Resources', () => {
  it.each(['en', 'kh'] as const)(
    'opens on the eight-step user guide; ?tab=faq opens the questions (%s)',
    async (lang) => {
      const { unmount } = await renderScreen(<Resources />, lang, ['resources'], '/resources');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'title.resources_guides'));
      expect(screen.getByRole('tab', { name: text(lang, 'resources:tab.guide') }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
      unmount();
      await renderScreen(<Resources />, lang, [], '/resources?tab=faq');
      expect(screen.getByText(text(lang, 'resources:faq.deadline.q'))).toBeTruthy();
    },
  );
});
