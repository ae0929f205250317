// @vitest-environment jsdom
import { UIProvider } from '@dfr/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { labelOf } from '../../labels';
import { description, input, renderIn } from '../../test/authForms';
import { MfaPhoneForm } from './MfaPhoneForm';

describe('MfaPhoneForm', () => {
  it.each(['en', 'kh'] as const)('tells how to write a refused number (%s)', async (lang) => {
    const onSubmit = vi.fn();
    renderIn(<MfaPhoneForm onSubmit={onSubmit} />, lang);
    await userEvent.type(input('phone'), '012 345 678');
    await userEvent.click(
      screen.getByRole('button', { name: lang === 'en' ? 'Use codes by message' : 'ប្រើលេខកូដតាមសារ' }),
    );
    expect(input('phone').getAttribute('aria-invalid')).toBe('true');
    expect(description(input('phone'))).toContain(labelOf('mobilePhoneHint', lang));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed before the stored number arrives, and sends it in international form', async () => {
    const onSubmit = vi.fn();
    const { rerender } = renderIn(<MfaPhoneForm onSubmit={onSubmit} />);
    await userEvent.type(input('phone'), ' +855 12 345 678 ');
    rerender(
      <UIProvider lang="en">
        <MfaPhoneForm onSubmit={onSubmit} storedPhone="+85599999999" />
      </UIProvider>,
    );
    expect(input('phone').value).toBe(' +855 12 345 678 ');
    await userEvent.click(screen.getByRole('button', { name: 'Use codes by message' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: '+85512345678' });
  });

  it('starts with the stored number when nothing was typed', () => {
    renderIn(<MfaPhoneForm onSubmit={() => {}} storedPhone="+85512345678" />);
    expect(input('phone').value).toBe('+85512345678');
  });
});
