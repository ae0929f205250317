// @vitest-environment jsdom
import { UIProvider } from '@dfr/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isIsoDate } from '../rules';
import { StatementSettingsForm } from './StatementSettingsForm';

/** The three segments (month, day, year) of the signing date field. */
function signingSegments() {
  const all = screen.getAllByRole('spinbutton');
  // Period start, period end, signing date, authorisation date: three segments each.
  const [month, day, year] = all.slice(6, 9);
  return { month: month!, day: day!, year: year! };
}

describe('a typed date survives (issue 33, defect 1)', () => {
  it('knows a year below 100 as a real date, as the field passes it while the year is being typed', () => {
    expect(isIsoDate('0002-03-15')).toBe(true);
    expect(isIsoDate('0020-02-29')).toBe(true);
    expect(isIsoDate('0021-02-29')).toBe(false);
  });

  for (const [lang, order] of [
    ['en', ['month', 'day', 'year']],
    ['kh', ['month', 'day', 'year']],
    ['en', ['day', 'year', 'month']],
  ] as const) {
    it(`keeps month 3, day 15, year 2026 typed ${order.join(', ')} (${lang}) and saves it`, async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(
        <UIProvider lang={lang}>
          <StatementSettingsForm
            onSubmit={onSubmit}
            defaultValues={{ reportingYear: '2025', periodEnd: '12/31/2025' }}
          />
        </UIProvider>,
      );
      const typed = { month: '3', day: '15', year: '2026' };
      for (const part of order) {
        await user.click(signingSegments()[part]);
        await user.keyboard(typed[part]);
      }
      const { month, day, year } = signingSegments();
      expect([month.textContent, day.textContent, year.textContent]).toEqual(['3', '15', '2026']);
      await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Save' : /រក្សាទុក/ }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ signingDate: '2026-03-15' }));
    });
  }

  it('says why a save cannot happen when a date is left half typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <UIProvider lang="en">
        <StatementSettingsForm
          onSubmit={onSubmit}
          defaultValues={{ reportingYear: '2025', periodEnd: '12/31/2025', signingDate: '03/15/2026' }}
        />
      </UIProvider>,
    );
    await user.click(signingSegments().day);
    await user.keyboard('{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/Complete the date/)).toBeTruthy();
  });
});
