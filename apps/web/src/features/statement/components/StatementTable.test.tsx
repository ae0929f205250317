import {
  buildStatements,
  DEMO_ENTITY,
  DEMO_NOTES,
  DEMO_SETTINGS,
  DEMO_TEXTS,
  demoTrialBalance,
  type RenderingSection,
} from '@dfr/statement-engine';
import { UIProvider } from '@dfr/ui';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { StatementTable } from './StatementTable';

// The statement screens' strings are fetched on first use in the app; here, once for both languages.
beforeAll(() => i18n.reloadResources(['en', 'kh'], ['statement']));
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

/** The demo statement as the server builds it: trial balance, notes and texts, in thousands. */
const demo = buildStatements({
  settings: DEMO_SETTINGS,
  trialBalance: demoTrialBalance(),
  notes: DEMO_NOTES,
  texts: DEMO_TEXTS,
  entity: DEMO_ENTITY,
});
const section = (id: string): RenderingSection => {
  const found = demo.rendering.sections.find((s) => s.id === id);
  if (!found) throw new Error(`the demo has no section ${id}`);
  return found;
};
/** Under the root UIProvider, in i18next's language, as the app renders it. */
const show = (s: RenderingSection, onSelectFact?: (concept: string, period: string) => void) =>
  render(
    <UIProvider lang={i18n.language === 'kh' ? 'kh' : 'en'}>
      <StatementTable
        section={s}
        years={{ current: '2025', comparative: '2024' }}
        rounding={demo.rendering.rounding}
        currency="KHR"
        onSelectFact={onSelectFact}
      />
    </UIProvider>,
  );
const cell = (table: HTMLElement, concept: string) =>
  table.querySelector(`tr[data-concept="${concept}"] td[data-period="current"]`)?.textContent;

describe("StatementTable: the notes' figures that are not amounts", () => {
  it('prints the counts in full (42, 19 and 3 employees; 860 and 310 customers), never a dash or in thousands', () => {
    expect(demo.rendering.rounding).toBe('thousands');
    const onSelect = vi.fn();
    show(section('note-employees'), onSelect);
    const employees = screen.getByRole('table');
    expect(cell(employees, 'dfr:NumberOfEmployees')).toBe('42');
    expect(cell(employees, 'dfr:NumberOfFemaleEmployees')).toBe('19');
    expect(cell(employees, 'dfr:NumberOfAccountants')).toBe('3');
    // A count opens its fact properties like an amount does.
    fireEvent.click(within(employees).getByRole('button', { name: /42/ }));
    expect(onSelect).toHaveBeenCalledWith('dfr:NumberOfEmployees', 'current');
    cleanup();
    show(section('note-customers'));
    const customers = screen.getByRole('table');
    expect(cell(customers, 'dfr:NumberOfActiveCustomers')).toBe('860');
    expect(cell(customers, 'dfr:NumberOfTaxableCustomers')).toBe('310');
  });

  it('names the unit ("KHR, thousands") only in a section of amounts, not over counts', () => {
    show(section('note-employees'));
    const caption = screen.getByRole('table').querySelector('caption')?.textContent ?? '';
    expect(caption).toContain('Employees');
    expect(caption).not.toMatch(/KHR|thousands/);
    cleanup();
    const position = demo.rendering.sections.find((s) => s.section === 'financialPosition');
    expect(position?.scaled).toBe(true);
    show(position!);
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toContain('KHR, thousands');
  });

  it('answers yes or no, texts as they are, and counts in Khmer digits in Khmer', async () => {
    show(section('note-post-period-events'));
    const events = screen.getByRole('table');
    expect(cell(events, 'dfr:PostPeriodEventQuestion01')).toBe('No');
    expect(cell(events, 'dfr:PostPeriodEventQuestion02')).toBe('Yes');
    cleanup();
    show(section('note-sdgs'));
    expect(cell(screen.getByRole('table'), 'dfr:SustainableDevelopmentGoals')).toBe('8, 9, 12');
    cleanup();
    await i18n.changeLanguage('kh');
    show(section('note-employees'));
    expect(cell(screen.getByRole('table'), 'dfr:NumberOfEmployees')).toBe('៤២');
    cleanup();
    show(section('note-post-period-events'));
    expect(cell(screen.getByRole('table'), 'dfr:PostPeriodEventQuestion02')).toBe('បាទ/ចាស');
    cleanup();
    show(section('note-sdgs'));
    expect(cell(screen.getByRole('table'), 'dfr:SustainableDevelopmentGoals')).toBe('៨, ៩, ១២');
    cleanup();
    // A registration number is a code, not a count: its digits as written (not "១២,៣៤៥").
    show(section('general-information'));
    expect(cell(screen.getByRole('table'), 'dfr:CompanyRegistrationNumber')).toBe('00012345');
    cleanup();
    show(demo.rendering.sections.find((s) => s.section === 'financialPosition')!);
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toContain('KHR, ពាន់');
  });
});
