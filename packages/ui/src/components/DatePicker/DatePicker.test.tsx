import { CalendarDate, parseDate } from '@internationalized/date';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('shows mm/dd/yyyy placeholders and a calendar button', () => {
    renderUI(<DatePicker label="Period end" />);
    const segments = screen.getAllByRole('spinbutton').map((s) => s.textContent);
    expect(segments).toEqual(['mm', 'dd', 'yyyy']);
    expect(screen.getByRole('button', { name: /Open calendar/ })).toBeTruthy();
  });

  it('is typed month, day, year with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<DatePicker label="Period end" onChange={onChange} />);
    await user.tab();
    await user.keyboard('12312025');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 12, 31));
  });

  it('opens a Khmer calendar in Khmer and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = renderUI(
      <DatePicker label="កាលបរិច្ឆេទចុងគ្រា" defaultValue={new CalendarDate(2025, 3, 31)} />,
      'kh',
    );
    expect(screen.getAllByRole('spinbutton').length).toBe(3);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: /បើកប្រតិទិន/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toContain('មីនា');
    expect(within(dialog).getByRole('button', { name: 'ខែបន្ទាប់' })).toBeTruthy();
  });

  it('shows an error', () => {
    renderUI(<DatePicker label="Date of signing" isInvalid errorMessage="Must not be before the period end" />);
    expect(screen.getByText('Must not be before the period end')).toBeTruthy();
  });
});

describe('Calendar without Khmer data in Intl', () => {
  it('names the month and weekdays in Khmer from its own table', async () => {
    const spy = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    const { Calendar } = await import('./Calendar');
    const { container } = renderUI(<Calendar aria-label="ប្រតិទិន" defaultValue={new CalendarDate(2025, 12, 31)} />, 'kh');
    // The visible title (the screen-reader heading is react-aria's own, from Intl).
    expect(screen.getByText('ធ្នូ ២០២៥')).toBeTruthy();
    const headers = Array.from(container.querySelectorAll('thead th')).map((h) => h.textContent);
    expect(headers).toHaveLength(7);
    expect(new Set(headers)).toEqual(new Set(['អា', 'ច', 'អ', 'ពុ', 'ព្រ', 'សុ', 'ស']));
    spy.mockRestore();
  });
});

/** A parent that keeps ISO text and cannot hold a year below 1000 (it answers null while the year is typed). */
function Parent({ onSaved }: { onSaved: (iso: string | undefined) => void }) {
  const [iso, setIso] = useState<string | undefined>(undefined);
  const value = iso && Number(iso.slice(0, 4)) >= 1000 ? parseDate(iso) : null;
  return (
    <DatePicker
      label="Date of signing"
      value={value}
      onChange={(d) => {
        setIso(d?.toString());
        onSaved(d?.toString());
      }}
    />
  );
}

describe('DatePicker keeps what was typed (issue 33, defect 1)', () => {
  it('keeps month and day while the year is typed, even when the parent answers null on the way', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderUI(<Parent onSaved={onSaved} />);
    await user.tab();
    await user.keyboard('0315');
    await user.keyboard('2026');
    expect(screen.getAllByRole('spinbutton').map((s) => s.textContent)).toEqual(['3', '15', '2026']);
    expect(onSaved).toHaveBeenLastCalledWith('2026-03-15');
  });

  it('says, in Khmer too, that a date left half typed must be completed', async () => {
    const user = userEvent.setup();
    const onIncomplete = vi.fn();
    renderUI(
      <>
        <DatePicker label="កាលបរិច្ឆេទ" onIncomplete={onIncomplete} />
        <button type="button">ក្រោយ</button>
      </>,
      'kh',
    );
    await user.tab();
    await user.keyboard('0315');
    await user.click(screen.getByRole('button', { name: 'ក្រោយ' }));
    expect(onIncomplete).toHaveBeenCalled();
    expect(screen.getByText(/សូមបំពេញកាលបរិច្ឆេទឱ្យគ្រប់/)).toBeTruthy();
  });
});
