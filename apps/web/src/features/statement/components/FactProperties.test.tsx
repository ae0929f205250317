import {
  buildStatements,
  DEMO_NOTES,
  DEMO_SETTINGS,
  DEMO_TEXTS,
  demoTrialBalance,
  getTaxonomy,
} from '@dfr/statement-engine';
import { UIProvider } from '@dfr/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { FactProperties } from './FactProperties';

beforeAll(async () => {
  await i18n.reloadResources(['en', 'kh'], ['statement']);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const set = buildStatements({
  settings: DEMO_SETTINGS,
  trialBalance: demoTrialBalance(),
  notes: DEMO_NOTES,
  texts: DEMO_TEXTS,
});
const show = (concept: string) =>
  render(
    <UIProvider lang="en">
      <MemoryRouter>
        <FactProperties set={set} taxonomy={getTaxonomy('crfrf')} concept={concept} period="current" />
      </MemoryRouter>
    </UIProvider>,
  );

describe('FactProperties', () => {
  it('shows an amount in thousands of KHR with decimals −3 (the scale of the rounding level)', () => {
    show('ifrs-full:Assets');
    const region = screen.getByRole('region');
    expect(region.textContent).toContain('(KHR, thousands)');
    expect(region.textContent).toContain('iso4217:KHR');
    expect(region.textContent).toContain('Decimals: -3');
  });

  it('shows a count as it is: 42 employees, no currency, never scaled', () => {
    show('dfr:NumberOfEmployees');
    const region = screen.getByRole('region');
    const value = region.querySelectorAll('dd')[3]?.textContent;
    expect(value).toBe('42');
    expect(region.textContent).not.toContain('KHR');
    expect(region.textContent).toContain('xbrli:pure');
    expect(region.textContent).toContain('Decimals: 0');
  });
});
