import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatAmount, parseAmount } from '../../i18n/format';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { AmountField } from './AmountField';

describe('formatAmount and parseAmount', () => {
  it('writes negatives in parentheses with separators', () => {
    expect(formatAmount(-1234567, 'en-US')).toBe('(1,234,567)');
    expect(formatAmount(1234567, 'km-KH')).toBe('1,234,567');
    expect(formatAmount(1234567, 'km-KH', { khmerDigits: true })).toMatch(/^១[.,]២៣៤[.,]៥៦៧$/);
    expect(formatAmount(0.4, 'en-US')).toBe('0');
  });

  it('reads what accountants type', () => {
    expect(parseAmount('1,250,000')).toBe(1250000);
    expect(parseAmount('(3,400)')).toBe(-3400);
    expect(parseAmount('-3400')).toBe(-3400);
    expect(parseAmount('១២៣៤')).toBe(1234);
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});

describe('AmountField', () => {
  it('formats on blur and reports a whole number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<AmountField label="Revenue" currency="KHR" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Revenue' }) as HTMLInputElement;
    await user.click(box);
    await user.keyboard('-1250000');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(-1250000);
    expect(box.value).toBe('(1,250,000)');
    expect(screen.getByText('KHR')).toBeTruthy();
  });

  it('accepts Khmer digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<AmountField label="ចំណូល" onChange={onChange} />, 'kh');
    await user.click(screen.getByRole('textbox', { name: 'ចំណូល' }));
    await user.keyboard('១២៣៤៥');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(12345);
  });

  it('refuses decimals with a bilingual message and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderUI(<AmountField label="ចំណូល" onChange={onChange} />, 'kh');
    const box = screen.getByRole('textbox', { name: 'ចំណូល' }) as HTMLInputElement;
    await user.click(box);
    await user.keyboard('12.50');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(box.value).toBe('12.50');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/សូមបញ្ចូលចំនួនគត់/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows a controlled value formatted', () => {
    renderUI(<AmountField label="Equity" value={-42000} />);
    expect((screen.getByRole('textbox', { name: 'Equity' }) as HTMLInputElement).value).toBe('(42,000)');
  });
});
