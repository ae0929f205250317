import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress when pressed', () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save draft</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('is reached by Tab and pressed with Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderUI(<Button onPress={onPress}>រក្សាទុកសេចក្តីព្រាង</Button>, 'kh');
    await user.tab();
    expect(screen.getByRole('button', { name: 'រក្សាទុកសេចក្តីព្រាង' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled and is skipped by Tab', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderUI(
      <Button isDisabled onPress={onPress}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    await user.tab();
    expect(document.activeElement).not.toBe(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('blocks presses and shows a spinner while pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { container } = renderUI(
      <Button isPending onPress={onPress}>
        Validate
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Validate/ });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button.getAttribute('data-pending')).toBe('true');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('has no accessibility violations in any variant', async () => {
    const { container } = renderUI(
      <div>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger" size="lg">
          Danger
        </Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
