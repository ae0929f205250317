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

  it('lays a long list out in columns when asked, one column by default', () => {
    const goals = Array.from({ length: 17 }, (_, i) => (
      <Checkbox key={i} value={String(i + 1)}>{`Goal ${i + 1}`}</Checkbox>
    ));
    renderUI(
      <>
        <CheckboxGroup label="Goals" columns>
          {goals}
        </CheckboxGroup>
        <CheckboxGroup label="Funding">
          <Checkbox value="a">A</Checkbox>
        </CheckboxGroup>
      </>,
    );
    expect(screen.getByRole('group', { name: 'Goals' }).getAttribute('data-columns')).toBe('true');
    expect(screen.getByRole('group', { name: 'Funding' }).hasAttribute('data-columns')).toBe(false);
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
