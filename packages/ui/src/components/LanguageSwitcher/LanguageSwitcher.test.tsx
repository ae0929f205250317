import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  it('shows the current language pressed and asks for the other', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderUI(<LanguageSwitcher value="en" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    const khmer = screen.getByRole('radio', { name: 'ខ្មែរ' });
    expect(khmer.getAttribute('lang')).toBe('km');
    await user.click(khmer);
    expect(onChange).toHaveBeenCalledWith('kh');
    await expectNoAxeViolations(container);
  });

  it('does not report the current language again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<LanguageSwitcher value="kh" onChange={onChange} />, 'kh');
    expect(screen.getByRole('radiogroup', { name: 'ភាសា' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'ខ្មែរ' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
