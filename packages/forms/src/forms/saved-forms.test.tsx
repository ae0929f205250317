// @vitest-environment jsdom
import { UIProvider } from '@dfr/ui';
import { expectNoAxeViolations } from '@dfr/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { labelOf } from '../labels';
import { toKhmerDigits, translate } from '../rules';
import { ExportSettingsForm } from './ExportSettingsForm';
import { NoteDataForm } from './NoteDataForm';
import { StatementSettingsForm } from './StatementSettingsForm';
import { StatementTextsForm } from './StatementTextsForm';

const renderIn = (ui: ReactElement, lang: 'en' | 'kh' = 'en') => render(<UIProvider lang={lang}>{ui}</UIProvider>);
const margin = () => screen.getByRole('textbox', { name: /Margin/ }) as HTMLInputElement;
const header = () => screen.getByRole('textbox', { name: 'Header' }) as HTMLInputElement;

/** What a saved record's form does besides its fields (export settings as the example). */
describe('a saved record form (ExportSettingsForm)', { timeout: 30_000 }, () => {
  it('says nothing was saved when the rules refuse the input, keeps it, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<ExportSettingsForm onSubmit={onSubmit} invalidMessage="Check the fields; nothing was saved." />);
    await user.type(header(), 'Angkor Trading');
    await user.clear(margin());
    await user.type(margin(), '75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Check the fields; nothing was saved.');
    expect(margin().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(translate('number_too_large', 'en', { max: 50 }))).toBeTruthy();
    expect(header().value).toBe('Angkor Trading');
  });

  it('shows the saved notice after a save until the next change', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderIn(<ExportSettingsForm onSubmit={onSubmit} savedMessage="Export settings saved." />);
    await user.click(screen.getByRole('radio', { name: 'Landscape' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ orientation: 'landscape', margin: 20 }));
    expect(screen.getByRole('status').textContent).toContain('Export settings saved.');
    await user.type(header(), 'x');
    expect(screen.queryByText('Export settings saved.')).toBeNull();
  });

  it('offers the latest record when the server refuses a stale save, keeping the input', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue({ error: { code: 'STALE_VERSION', message_key: 'stale_version' } });
    const onReloadLatest = vi.fn();
    renderIn(
      <ExportSettingsForm onSubmit={onSubmit} onReloadLatest={onReloadLatest} reloadLabel="Load the latest settings" />,
    );
    await user.type(header(), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(translate('stale_version', 'en'));
    expect(header().value).toBe('Mine');
    await user.click(screen.getByRole('button', { name: 'Load the latest settings' }));
    expect(onReloadLatest).toHaveBeenCalledOnce();
  });

  it('offers no reload for any other refusal', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue({ error: { code: 'FORBIDDEN', message_key: 'forbidden' } });
    renderIn(<ExportSettingsForm onSubmit={onSubmit} onReloadLatest={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Load the latest version' })).toBeNull();
  });

  it('locked: every field is disabled and there is nothing to save', () => {
    renderIn(<ExportSettingsForm onSubmit={() => undefined} isDisabled />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(header().disabled).toBe(true);
    expect(margin().disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Portrait' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('switch', { name: 'Show page numbers' })).toHaveProperty('disabled', true);
  });

  it('opens on the field a fix link names: outlined and focused', () => {
    renderIn(<ExportSettingsForm onSubmit={() => undefined} focusField="footer" />);
    const footer = screen.getByRole('textbox', { name: 'Footer' });
    expect(document.activeElement).toBe(footer);
    expect(footer.closest('[data-fix-target="true"]')).toBeTruthy();
  });

  it('a locked field is outlined; its disabled input cannot take the focus, so the field does', () => {
    renderIn(<ExportSettingsForm onSubmit={() => undefined} focusField="footer" isDisabled />);
    const footer = screen.getByRole('textbox', { name: 'Footer' });
    const field = footer.closest<HTMLElement>('[data-fix-target="true"]');
    expect(field).toBeTruthy();
    expect(document.activeElement).not.toBe(footer);
    expect(document.activeElement).toBe(field);
  });

  it('speaks Khmer inside a Khmer UI and passes axe', async () => {
    const { container } = renderIn(<ExportSettingsForm onSubmit={() => undefined} />, 'kh');
    expect(screen.getByRole('radiogroup', { name: /ទិសដៅទំព័រ/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'រក្សាទុក' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe('StatementTextsForm', { timeout: 30_000 }, () => {
  const stored = {
    policies: {
      inventories: { en: 'At the lower of cost and net realisable value.', kh: '' },
      leases: { en: 'IFRS 16', kh: '' },
    },
    directorsStatement: { en: 'We approve.', kh: 'យើងអនុម័ត។' },
  };

  it('edits the usual policies, then the statement own, each in English and Khmer, and keeps the other part', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<StatementTextsForm part="policies" defaultValues={stored} onSubmit={onSubmit} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Basis of preparation',
      'Revenue recognition',
      'Property, plant and equipment',
      'Inventories',
      'Financial instruments',
      'Income tax',
      'Foreign currency',
      'Borrowings',
      'Intangible assets and amortisation',
      'Employee benefits',
      'leases',
    ]);
    const inventories = within(screen.getByRole('group', { name: 'Inventories' }));
    expect(inventories.getByRole('textbox', { name: 'English' })).toHaveProperty(
      'value',
      'At the lower of cost and net realisable value.',
    );
    await user.type(inventories.getByRole('textbox', { name: 'Khmer' }), 'តម្លៃទាប');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = onSubmit.mock.calls[0]![0];
    expect(saved.policies.inventories).toEqual({ en: stored.policies.inventories.en, kh: 'តម្លៃទាប' });
    expect(saved.policies.basisOfPreparation).toEqual({ en: '', kh: '' });
    expect(saved.directorsStatement).toEqual(stored.directorsStatement);
  });

  it("the directors' statement alone, in Khmer, passing axe; locked: read only", async () => {
    const { container } = renderIn(
      <StatementTextsForm part="directorsStatement" defaultValues={stored} onSubmit={() => undefined} isDisabled />,
      'kh',
    );
    expect(screen.getByRole('form', { name: 'សេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាល' })).toBeTruthy();
    const khmer = screen.getByRole('textbox', { name: 'ខ្មែរ' }) as HTMLTextAreaElement;
    expect(khmer.value).toBe('យើងអនុម័ត។');
    expect(khmer.disabled).toBe(true);
    expect(khmer.closest('[lang]')?.getAttribute('lang')).toBe('km');
    expect(screen.queryByRole('button', { name: 'រក្សាទុក' })).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('StatementSettingsForm for a new or an existing statement', { timeout: 30_000 }, () => {
  const thisYear = new Date().getFullYear();
  const base = { reportingYear: thisYear - 1, periodEnd: `${thisYear - 1}-12-31` };
  const yearButton = () => screen.getByRole('button', { name: /Reporting year/ });

  it('offers the taken years but not to choose; the period end follows the year', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<StatementSettingsForm onSubmit={onSubmit} defaultValues={base} takenYears={[thisYear - 2]} />);
    await user.click(yearButton());
    const taken = screen.getByRole('option', { name: `${thisYear - 2} (already exists)` });
    expect(taken.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: String(thisYear - 3) }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ reportingYear: thisYear - 3, periodEnd: `${thisYear - 3}-12-31` }),
    );
  });

  it('in Khmer, names the years in Khmer digits and still saves the year as a number', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<StatementSettingsForm onSubmit={onSubmit} defaultValues={base} takenYears={[thisYear - 2]} />, 'kh');
    const khmer = (year: number) => toKhmerDigits(String(year));
    await user.click(screen.getByRole('button', { name: new RegExp(labelOf('reportingYear', 'kh')) }));
    expect(
      screen.getByRole('option', { name: labelOf('yearTaken', 'kh', { year: khmer(thisYear - 2) }) }),
    ).toBeTruthy();
    await user.click(screen.getByRole('option', { name: khmer(thisYear - 3) }));
    await user.click(screen.getByRole('button', { name: 'រក្សាទុក' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ reportingYear: thisYear - 3 }));
  });

  it('refuses a year that already has statements, on the year', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<StatementSettingsForm onSubmit={onSubmit} defaultValues={base} takenYears={[thisYear - 1]} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(translate('reporting_period_exists', 'en', { year: thisYear - 1 }))).toBeTruthy();
  });

  it("an existing statement's year cannot change; the rates show only when the currencies differ", async () => {
    const user = userEvent.setup();
    renderIn(<StatementSettingsForm onSubmit={() => undefined} defaultValues={base} isYearFixed />);
    expect(yearButton()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('textbox', { name: 'Closing rate' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Functional currency/ }));
    await user.click(screen.getByRole('option', { name: 'US dollar (USD)' }));
    expect(screen.getByRole('textbox', { name: 'Closing rate' })).toBeTruthy();
  });

  it('a fix link to a date focuses its first part; locked, nothing takes the focus or saves', () => {
    const first = renderIn(
      <StatementSettingsForm onSubmit={() => undefined} defaultValues={base} focusField="signingDate" />,
    );
    const signing = first.container.querySelector('[data-field="signingDate"]')!;
    expect(signing.getAttribute('data-fix-target')).toBe('true');
    expect(signing.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('role')).toBe('spinbutton');
    first.unmount();
    const second = renderIn(
      <StatementSettingsForm onSubmit={() => undefined} defaultValues={base} focusField="directorNameEn" isDisabled />,
    );
    const name = screen.getByRole('textbox', { name: 'Director signing (English)' });
    expect(name.closest('[data-fix-target="true"]')).toBeTruthy();
    expect(document.activeElement).not.toBe(name);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    second.unmount();
  });

  it('speaks Khmer in groups and passes axe', async () => {
    const { container } = renderIn(<StatementSettingsForm onSubmit={() => undefined} defaultValues={base} />, 'kh');
    expect(screen.getByRole('group', { name: 'ការិយបរិច្ឆេទរាយការណ៍' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe('NoteDataForm', { timeout: 30_000 }, () => {
  it('lists every problem above the fields, the SDGs against the entity, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<NoteDataForm onSubmit={onSubmit} entitySdgs={[8]} />);
    await user.click(screen.getByRole('checkbox', { name: /^Goal 3:/ }));
    const female = screen.getByRole('textbox', { name: 'Female employees' });
    await user.clear(female);
    await user.type(female, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain(translate('note_sdg_mismatch', 'en'));
    expect(summary.textContent).toContain(translate('female_exceeds_total', 'en'));
  });

  it('saves counts, goals, funding, shareholders and the answers as typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<NoteDataForm onSubmit={onSubmit} entitySdgs={[8, 9]} defaultValues={{ sdgs: [9] }} />);
    await user.click(screen.getByRole('checkbox', { name: /^Goal 8:/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Government' }));
    await user.click(screen.getByRole('button', { name: 'Add a shareholder' }));
    await user.type(screen.getByRole('textbox', { name: /Shareholder name/ }), 'Sok Dara');
    await user.type(screen.getByRole('textbox', { name: /Number of shares/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /Paid-up capital/ }), '4000000');
    const first = screen.getAllByRole('radiogroup')[0]!;
    await user.click(within(first).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = onSubmit.mock.calls[0]![0];
    expect(saved.sdgs).toEqual([8, 9]);
    expect(saved.fundingSources.government).toBe(true);
    expect(saved.shareholders).toEqual([{ name: 'Sok Dara', shares: 100, paidUpKhr: 4000000 }]);
    expect(saved.postPeriodAnswers[0]).toBe(false);
    expect(saved.postPeriodAnswers.slice(1).every((a: unknown) => a === null)).toBe(true);
  });

  it('a fix link to the questions focuses the first answer; in Khmer it passes axe', async () => {
    const { container } = renderIn(<NoteDataForm onSubmit={() => undefined} focusField="postPeriodAnswers" />, 'kh');
    expect(document.activeElement?.getAttribute('type')).toBe('radio');
    expect(container.querySelector('[data-field="postPeriodAnswers"]')?.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(container);
  });
});

describe('leaving a field for the submit button', { timeout: 30_000 }, () => {
  it('shows its error only with the submission, so the button stays under the pointer', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<ExportSettingsForm onSubmit={onSubmit} invalidMessage="Nothing was saved." />);
    await user.clear(margin());
    await user.type(margin(), '75');
    const save = screen.getByRole('button', { name: 'Save' });
    // Focus moves to the button on press: no error yet (it would shift the button before the release).
    save.focus();
    expect(screen.queryByText(translate('number_too_large', 'en', { max: 50 }))).toBeNull();
    await user.click(save);
    expect(screen.getByRole('alert').textContent).toBe('Nothing was saved.');
    expect(screen.getByText(translate('number_too_large', 'en', { max: 50 }))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('a form started again from what was just saved', { timeout: 30_000 }, () => {
  it('says so until the first change', async () => {
    const user = userEvent.setup();
    renderIn(<ExportSettingsForm onSubmit={() => undefined} savedMessage="Export settings saved." startSaved />);
    expect(screen.getByRole('status').textContent).toContain('Export settings saved.');
    await user.type(header(), 'x');
    expect(screen.queryByText('Export settings saved.')).toBeNull();
  });
});
