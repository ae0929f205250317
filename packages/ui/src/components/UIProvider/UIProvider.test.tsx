import { render, screen } from '@testing-library/react';
import { useLocale } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { useLang } from '../../i18n/strings';
import { lightTheme } from '../../theme/light.css';
import { expectNoAxeViolations } from '../../test/axe';
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
});
