import { buildStatements, DEMO_ENTITY, DEMO_SETTINGS, demoTrialBalance } from '@dfr/statement-engine';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { sectionsOf } from '../engine';
import { EmptySection } from './EmptySection';

afterEach(cleanup);
beforeAll(() => i18n.reloadResources(['en', 'kh'], ['statement']));

/** A set from a trial balance alone (no notes typed), as after an import. */
const imported = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance(), entity: DEMO_ENTITY });

describe('an empty tab after a trial-balance import (issue 33, defects 10 and 8)', () => {
  it.each(['en', 'kh'] as const)(
    'never says "no figures yet: import a trial balance" once one was imported (%s)',
    async (lang) => {
      await i18n.changeLanguage(lang);
      const t = i18n.getFixedT(lang, 'statement');
      expect(sectionsOf(imported, 'notes').length).toBe(0);
      render(<EmptySection section="notes" set={imported} />);
      expect(screen.queryByText(t('noFigures'))).toBeNull();
      expect(screen.getByText(t('empty.notes'))).toBeTruthy();
      cleanup();
      render(
        <MemoryRouter>
          <EmptySection section="cashFlows" set={imported} statementId="s1" />
        </MemoryRouter>,
      );
      expect(screen.getByText(t('empty.cashFlows'))).toBeTruthy();
      // The setting it names exists: the link opens the statement settings on it.
      expect(screen.getByRole('link', { name: t('empty.firstYearLink') }).getAttribute('href')).toBe(
        '/on_board_reporting/s1?field=firstYearOfReporting',
      );
      cleanup();
      render(<EmptySection section="notes" set={undefined} />);
      expect(screen.getByText(t('noFigures'))).toBeTruthy();
      await i18n.changeLanguage('en');
    },
  );
});
