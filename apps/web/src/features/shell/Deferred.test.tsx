import { MenuItem, UserMenu, UserMenuButton } from '@dfr/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { DeferredOverlay, type OpenState } from './Deferred';

const onAction = vi.fn();

function DaraMenu(open: OpenState) {
  return (
    <UserMenu name="Dara" onAction={onAction} {...open}>
      <MenuItem id="profile">Profile</MenuItem>
    </UserMenu>
  );
}

/** A real menu whose code "arrives" when the test says so (a lazy chunk still on its way). */
function arriving() {
  let arrive: () => void = () => {};
  onAction.mockClear();
  const code = new Promise<ComponentType<OpenState>>((resolve) => {
    arrive = () => resolve(DaraMenu);
  });
  const load = vi.fn(() => code);
  return { load, arrive: () => arrive() };
}

describe('a top-bar control whose overlay loads after the first screen', () => {
  it('opens on a press made before its code arrived, and Escape gives the focus back to its trigger', async () => {
    const user = userEvent.setup();
    const { load, arrive } = arriving();
    await renderScreen(
      <DeferredOverlay
        load={load}
        standIn={(handlers) => <UserMenuButton name="Dara" aria-haspopup="true" aria-expanded={false} {...handlers} />}
      />,
      'en',
    );
    const standIn = screen.getByRole('button', { name: 'Account menu for Dara' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('true');
    // Nothing is fetched for the first screen: only when the user reaches for the control.
    expect(load).not.toHaveBeenCalled();
    await user.click(standIn);
    expect(screen.queryByRole('menu')).toBeNull();
    await act(async () => arrive());
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The real trigger (not the stand-in, which is gone) has the focus again, so the keyboard user is where they were.
    const trigger = screen.getByRole('button', { name: 'Account menu for Dara' });
    expect(trigger).not.toBe(standIn);
    // react-aria gives the focus back in an animation frame after the menu closes: on a loaded machine that frame can
    // come after the menu is gone (the fresh-clone run of 2026-11-28 saw <body> there for a moment).
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    expect(onAction.mock.calls[0]?.[0]).toBe('profile');
  });

  it('keeps the keyboard focus on the trigger when the code arrives while the stand-in has it (Khmer)', async () => {
    const { load, arrive } = arriving();
    await renderScreen(
      <DeferredOverlay load={load} standIn={(handlers) => <UserMenuButton name="Dara" {...handlers} />} />,
      'kh',
    );
    const standIn = screen.getByRole('button', { name: 'ម៉ឺនុយគណនីរបស់ Dara' });
    expect(load).not.toHaveBeenCalled();
    // The keyboard focus is on the stand-in; the pointer passing over it fetches the code; nothing opens when it
    // arrives without a press, and the focus stays on the trigger.
    act(() => standIn.focus());
    await userEvent.setup().hover(standIn);
    expect(load).toHaveBeenCalledOnce();
    await act(async () => arrive());
    await waitFor(() => expect(screen.getByRole('button', { name: 'ម៉ឺនុយគណនីរបស់ Dara' })).not.toBe(standIn));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ម៉ឺនុយគណនីរបស់ Dara' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
  it('opens when its code arrives between the button going down and coming up (the pointer passing over fetched it)', async () => {
    const user = userEvent.setup();
    const { load, arrive } = arriving();
    await renderScreen(
      <DeferredOverlay load={load} standIn={(handlers) => <UserMenuButton name="Dara" {...handlers} />} />,
      'en',
    );
    const standIn = screen.getByRole('button', { name: 'Account menu for Dara' });
    await user.hover(standIn);
    expect(load).toHaveBeenCalledOnce();
    await user.pointer({ keys: '[MouseLeft>]', target: standIn });
    await act(async () => arrive());
    await user.pointer({ keys: '[/MouseLeft]' });
    expect(await screen.findByRole('menu')).toBeTruthy();
  });
});
