import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, described and typed into', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<TextField label="Company name" description="As registered" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Company name' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'As registered',
    );
    await user.tab();
    expect(box).toBe(document.activeElement);
    await user.keyboard('Angkor');
    expect(onChange).toHaveBeenLastCalledWith('Angkor');
  });

  it('shows the error message and marks the input invalid', async () => {
    const { container } = renderUI(<TextField label="អ៊ីមែល" isInvalid errorMessage="អ៊ីមែលមិនត្រឹមត្រូវ" isRequired />, 'kh');
    const box = screen.getByRole('textbox', { name: /អ៊ីមែល/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.hasAttribute('required')).toBe(true);
    expect(screen.getByText('អ៊ីមែលមិនត្រឹមត្រូវ')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('cannot be edited when disabled', () => {
    renderUI(<TextField label="Email" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('disabled', true);
  });
});
