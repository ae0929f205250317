import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Radio, RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('moves the selection with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(
      <RadioGroup label="Profit or loss" defaultValue="function" onChange={onChange}>
        <Radio value="function">By function</Radio>
        <Radio value="nature">By nature</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Profit or loss' })).toBeTruthy();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'By function' })).toBe(document.activeElement);
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('nature');
  });

  it('shows its error and passes axe', async () => {
    const { container } = renderUI(
      <RadioGroup label="ទម្រង់គតិយុត្ត" isInvalid errorMessage="សូមជ្រើសរើស">
        <Radio value="sole">សហគ្រាសឯកបុគ្គល</Radio>
        <Radio value="llc">ក្រុមហ៊ុនទទួលខុសត្រូវមានកម្រិត</Radio>
      </RadioGroup>,
      'kh',
    );
    expect(screen.getByText('សូមជ្រើសរើស')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('is disabled', () => {
    renderUI(
      <RadioGroup label="Type" isDisabled>
        <Radio value="a">A</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', { name: 'A' })).toHaveProperty('disabled', true);
  });
});
