import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and pressed with the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { container } = renderUI(<IconButton icon="bell" label="ការជូនដំណឹង" badge={3} onPress={onPress} />, 'kh');
    await user.tab();
    expect(screen.getByRole('button', { name: 'ការជូនដំណឹង' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledOnce();
    expect(screen.getByRole('button').getAttribute('data-badge')).toBe('3');
    await expectNoAxeViolations(container);
  });

  it('is disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderUI(<IconButton icon="close" label="Close" isDisabled onPress={onPress} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});
