import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

describe('CheckboxGroup', () => {
  it('collects the selected values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(
      <CheckboxGroup label="Funding source" onChange={onChange}>
        <Checkbox value="government">Government</Checkbox>
        <Checkbox value="international">International agencies</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Funding source' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Government' }));
    await user.click(screen.getByRole('checkbox', { name: 'International agencies' }));
    expect(onChange).toHaveBeenLastCalledWith(['government', 'international']);
  });

  it('shows its error and passes axe', async () => {
    const { container } = renderUI(
      <CheckboxGroup label="Funding source" isInvalid errorMessage="Choose at least one">
        <Checkbox value="government">Government</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByText('Choose at least one')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('disables every checkbox', () => {
    renderUI(
      <CheckboxGroup label="Funding" isDisabled>
        <Checkbox value="a">A</Checkbox>
        <Checkbox value="b">B</Checkbox>
      </CheckboxGroup>,
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveProperty('disabled', true);
  });
});
