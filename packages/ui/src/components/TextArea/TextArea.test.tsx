import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('takes several lines', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<TextArea label="Accounting policies" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Accounting policies' });
    expect(box.tagName).toBe('TEXTAREA');
    await user.click(box);
    await user.keyboard('Line one{Enter}Line two');
    expect(onChange).toHaveBeenLastCalledWith('Line one\nLine two');
  });

  it('shows an error and passes axe', async () => {
    const { container } = renderUI(<TextArea label="Reason" isInvalid errorMessage="Required" />);
    expect(screen.getByRole('textbox', { name: 'Reason' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('is disabled', () => {
    renderUI(<TextArea label="Reason" isDisabled />);
    expect(screen.getByRole('textbox')).toHaveProperty('disabled', true);
  });
});
