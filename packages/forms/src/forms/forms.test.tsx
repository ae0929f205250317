// @vitest-environment jsdom
import { UIProvider } from '@dfr/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@dfr/ui/testing';
import { EntityInfoForm } from './EntityInfoForm';
import { ShareholdersForm } from './ShareholdersForm';
import { StatementSettingsForm } from './StatementSettingsForm';

const renderIn = (ui: ReactElement, lang: 'en' | 'kh' = 'en') => render(<UIProvider lang={lang}>{ui}</UIProvider>);
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('StatementSettingsForm', () => {
  it('reports authorisation before signing on the authorisation date', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(
      <StatementSettingsForm
        onSubmit={onSubmit}
        defaultValues={{
          reportingYear: '2025',
          periodEnd: '12/31/2025',
          signingDate: '03/15/2026',
          authorisationDate: '03/14/2026',
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/must be on or after the director's signing date/)).toBeTruthy();
    const day = screen
      .getAllByRole('spinbutton')
      .find((el) => /day/i.test(el.getAttribute('aria-label') ?? '') && el.closest('[data-invalid]'));
    expect(day).toBeTruthy();
    expect(day!.textContent).toBe('14');
    await user.click(day!);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.queryByText(/must be on or after the director's signing date/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ periodEnd: '2025-12-31', signingDate: '2026-03-15', authorisationDate: '2026-03-16' }),
    );
  });

  it('shows dates as mm/dd/yyyy segments with a calendar, in Khmer too', () => {
    renderIn(<StatementSettingsForm onSubmit={() => {}} />, 'kh');
    const segments = screen.getAllByRole('spinbutton').map((s) => s.textContent);
    expect(segments.slice(0, 3)).toEqual(['mm', 'dd', 'yyyy']);
    expect(screen.getAllByRole('button', { name: /ប្រតិទិន/ }).length).toBe(4);
  });

  it.each([
    ['en', /^First year of reporting/],
    ['kh', /^ឆ្នាំដំបូងនៃការរាយការណ៍/],
  ] as const)('offers "first year of reporting", focused when a fix link names it (%s)', (lang, name) => {
    renderIn(<StatementSettingsForm onSubmit={() => {}} focusField="firstYearOfReporting" />, lang);
    const box = screen.getByRole('checkbox', { name });
    expect(document.activeElement).toBe(box);
  });
});

describe('ShareholdersForm', () => {
  it('adds rows, shows errors on the cell at fault, and submits numbers', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(
      <ShareholdersForm
        onSubmit={onSubmit}
        defaultValues={{ shareholders: [{ name: 'Sok Dara', shares: '១,០០០', paidUpKhr: '4,000,000.5' }] }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add a shareholder' }));
    const row2 = within(screen.getByRole('group', { name: 'Shareholder 2' }));
    await user.type(row2.getByRole('textbox', { name: /Shareholder name/ }), 'sok dara');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const row1 = within(screen.getByRole('group', { name: 'Shareholder 1' }));
    expect(row1.getByText(/Amounts have no decimal places/)).toBeTruthy();
    expect(row2.getByText('This shareholder is listed more than once.')).toBeTruthy();
    expect(row2.getAllByText('This field is required.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove shareholder 2' }));
    expect(screen.queryByRole('group', { name: 'Shareholder 2' })).toBeNull();
    const paid = row1.getByRole('textbox', { name: /Paid-up/ });
    await user.clear(paid);
    await user.type(paid, '4,000,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ shareholders: [{ name: 'Sok Dara', shares: 1000, paidUpKhr: 4_000_000 }] });
  });

  it('needs at least one shareholder', async () => {
    const user = userEvent.setup();
    renderIn(<ShareholdersForm onSubmit={() => {}} />, 'kh');
    await user.click(screen.getByRole('button', { name: 'ដកម្ចាស់ភាគហ៊ុនទី 1 ចេញ' }));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'រក្សាទុក' }));
    });
    expect(screen.getByText('សូមបន្ថែមម្ចាស់ភាគហ៊ុនយ៉ាងហោចណាស់ម្នាក់។')).toBeTruthy();
  });
});

describe('EntityInfoForm', () => {
  it('wants Khmer script for the Khmer name and a registration number, and passes axe', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderIn(
      <EntityInfoForm onSubmit={onSubmit} defaultValues={{ nameEn: 'Angkor Trading', nameKh: 'Angkor' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter this in Khmer script.')).toBeTruthy();
    // Legal form, country and province start from the defaults: the registration number is the one required gap.
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    expect(textbox(/Company registration number/).getAttribute('aria-invalid')).toBe('true');
    // A new entity starts incorporated in Cambodia (stored as its code), in Phnom Penh, a private limited company.
    expect(screen.getByRole('button', { name: /Country of incorporation/ }).textContent).toContain('Cambodia');
    expect(screen.getByRole('button', { name: /Province/ }).textContent).toContain('Phnom Penh');
    expect(screen.getByRole('form', { name: 'Reporting entity' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('sends the country as its code, the audit answer and the SDGs; a locked form offers no save', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const filled = { nameEn: 'Angkor Trading', nameKh: 'អង្គរ', registrationNumber: '00012345' };
    const { unmount } = renderIn(<EntityInfoForm onSubmit={onSubmit} defaultValues={filled} />, 'kh');
    expect(screen.getByRole('group', { name: 'ទម្រង់អាជីវកម្ម' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /ប្រទេសនៃការចុះបញ្ជី/ }));
    await user.click(screen.getByRole('option', { name: 'ថៃ' }));
    await user.click(screen.getByRole('radio', { name: 'បាទ/ចាស' }));
    await user.click(screen.getByRole('checkbox', { name: /^13\./ }));
    await user.click(screen.getByRole('checkbox', { name: /^4\./ }));
    await user.click(screen.getByRole('button', { name: 'រក្សាទុក' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      ...filled,
      countryOfIncorporation: 'TH',
      province: 'phnom-penh',
      legalForm: 'privateLimitedCompany',
      auditRequired: true,
      sdgs: [4, 13],
    });
    unmount();
    renderIn(<EntityInfoForm onSubmit={onSubmit} defaultValues={filled} isDisabled />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(textbox(/Name \(English\)/)).toHaveProperty('disabled', true);
  }, 30_000);
});
