import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocale } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { useLang } from '../../i18n/strings';
import { lightTheme } from '../../theme/light.css';
import { themes } from '../../theme/themes';
import { tonleDarkTheme, tonleTheme } from '../../theme/tonle.css';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from '../Dialog';
import { UIProvider } from './UIProvider';

function Probe() {
  const { locale } = useLocale();
  return (
    <p>
      {useLang()} {locale}
    </p>
  );
}

describe('UIProvider', () => {
  it('takes another theme on the same contract, and a nested UIProvider keeps the enclosing theme', () => {
    const { container } = render(
      <UIProvider lang="en" theme={tonleTheme}>
        <UIProvider lang="kh">
          <Probe />
        </UIProvider>
      </UIProvider>,
    );
    const outer = container.firstElementChild!;
    const inner = screen.getByText('kh km-KH').parentElement!;
    expect(outer.classList.contains(tonleTheme)).toBe(true);
    expect(inner.classList.contains(tonleTheme)).toBe(true);
    expect(inner.classList.contains(lightTheme)).toBe(false);
    expect(new Set(Object.values(themes)).size).toBe(3);
    expect(themes['tonle-dark']).toBe(tonleDarkTheme);
  });

  it('sets km-KH, lang="km" and the theme for Khmer', async () => {
    const { container } = render(
      <UIProvider lang="kh">
        <Probe />
      </UIProvider>,
    );
    expect(screen.getByText('kh km-KH')).toBeTruthy();
    const root = container.firstElementChild!;
    expect(root.getAttribute('lang')).toBe('km');
    expect(root.classList.contains(lightTheme)).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('sets en-US for English', () => {
    render(
      <UIProvider lang="en">
        <Probe />
      </UIProvider>,
    );
    expect(screen.getByText('en en-US')).toBeTruthy();
  });

  it('carries language and theme into overlays rendered in a portal (keyboard)', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <UIProvider lang="kh" theme="my-theme">
        <DialogTrigger>
          <Button>ព័ត៌មានអង្គភាព</Button>
          <Dialog title="ព័ត៌មានអង្គភាព">ខ្លឹមសារ</Dialog>
        </DialogTrigger>
      </UIProvider>,
    );
    expect(container.firstElementChild?.classList.contains('my-theme')).toBe(true);
    screen.getByRole('button', { name: 'ព័ត៌មានអង្គភាព' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'ព័ត៌មានអង្គភាព' });
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.closest('[lang]')?.getAttribute('lang')).toBe('km');
    expect(dialog.closest('.my-theme')).not.toBeNull();
    // The component's own strings follow the provider's language.
    expect(screen.getByRole('button', { name: 'បិទ' })).toBeTruthy();
    await expectNoAxeViolations(dialog);
  });
});
