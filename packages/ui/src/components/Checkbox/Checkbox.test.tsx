import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<Checkbox onChange={onChange}>Going concern</Checkbox>);
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect((screen.getByRole('checkbox', { name: 'Going concern' }) as HTMLInputElement).checked).toBe(true);
  });

  it('is disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(
      <Checkbox isDisabled onChange={onChange}>
        Audited
      </Checkbox>,
    );
    await user.click(screen.getByText('Audited'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).toHaveProperty('disabled', true);
  });

  it('passes axe in Khmer and invalid', async () => {
    const { container } = renderUI(<Checkbox isInvalid>បានធ្វើសវនកម្ម</Checkbox>, 'kh');
    expect(screen.getByRole('checkbox', { name: 'បានធ្វើសវនកម្ម' }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });
});
