import { CalendarDate } from '@internationalized/date';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { DateRangePicker } from './DateRangePicker';

describe('DateRangePicker', () => {
  it('takes a start and an end date from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<DateRangePicker label="Financial year" onChange={onChange} />);
    expect(screen.getAllByRole('spinbutton').map((s) => s.textContent)).toEqual([
      'mm',
      'dd',
      'yyyy',
      'mm',
      'dd',
      'yyyy',
    ]);
    await user.tab();
    await user.keyboard('01012025');
    await user.keyboard('12312025');
    expect(onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2025, 1, 1),
      end: new CalendarDate(2025, 12, 31),
    });
  });

  it('passes axe in Khmer', async () => {
    const { container } = renderUI(<DateRangePicker label="ឆ្នាំហិរញ្ញវត្ថុ" />, 'kh');
    expect(screen.getByRole('button', { name: /បើកប្រតិទិន/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
