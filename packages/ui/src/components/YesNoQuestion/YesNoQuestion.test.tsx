import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { YesNoQuestion } from './YesNoQuestion';

describe('YesNoQuestion', () => {
  it('answers with a boolean', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<YesNoQuestion label="Is the entity a going concern?" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('speaks Khmer and passes axe', async () => {
    const { container } = renderUI(<YesNoQuestion label="និរន្តរភាពអាជីវកម្ម?" value={true} />, 'kh');
    expect((screen.getByRole('radio', { name: 'បាទ/ចាស' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'ទេ' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
