import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { LinkButton } from './LinkButton';

describe('LinkButton', () => {
  it('is a link with its href, styled as the variant asks', () => {
    renderUI(
      <LinkButton href="/signup" variant="secondary">
        Sign up
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/signup');
    expect(link.className).toMatch(/secondary/);
  });

  it('navigates through the RouterProvider when activated by the keyboard', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderUI(
      <RouterProvider navigate={navigate}>
        <LinkButton href="/overview">ទៅផ្ទាំងគ្រប់គ្រង</LinkButton>
      </RouterProvider>,
      'kh',
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'ទៅផ្ទាំងគ្រប់គ្រង' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/overview', undefined);
  });

  it('passes axe', async () => {
    const { container } = renderUI(<LinkButton href="/login">Sign in</LinkButton>);
    await expectNoAxeViolations(container);
  });
});
