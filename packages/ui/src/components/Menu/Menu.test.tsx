import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, MenuSeparator } from './Menu';

describe('Menu', () => {
  it('opens with the keyboard and runs an action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { container } = renderUI(
      <Menu trigger={<IconButton icon="more" label="Actions" />} onAction={onAction}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="export">Export XBRL</MenuItem>
        <MenuSeparator />
        <MenuItem id="remove" isDanger>
          Remove
        </MenuItem>
      </Menu>,
    );
    await expectNoAxeViolations(container);
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'Export XBRL', 'Remove']);
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Export XBRL');
    await user.keyboard('{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('export');
    await waitFor(() => expect(menu.isConnected).toBe(false));
  });

  it('has disabled items that cannot be chosen', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderUI(
      <Menu trigger={<IconButton icon="more" label="ការកំណត់" />} onAction={onAction} disabledKeys={['pay']}>
        <MenuItem id="pay">ការទូទាត់</MenuItem>
      </Menu>,
      'kh',
    );
    await user.click(screen.getByRole('button', { name: 'ការកំណត់' }));
    await user.click(await screen.findByRole('menuitem', { name: 'ការទូទាត់' }));
    expect(onAction).not.toHaveBeenCalled();
  });
});
