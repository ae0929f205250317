import { useEffect, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { formatAmount, parseAmount, toAsciiDigits } from '../../i18n/format';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import type { FieldProps } from '../Field/Field';
import { TextField } from '../TextField';
import * as styles from './AmountField.css';

const strings = defineStrings({
  en: {
    notAWholeAmount: 'Enter a whole amount without decimals, for example 1,250,000 or (3,400).',
    currencyName: (p: { currency: string }) => (p.currency === 'KHR' ? 'Cambodian riel' : 'US dollar'),
  },
  kh: {
    notAWholeAmount: 'សូមបញ្ចូលចំនួនគត់ ដោយគ្មានខ្ទង់ទសភាគ ឧទាហរណ៍ 1,250,000 ឬ (3,400)។',
    currencyName: (p: { currency: string }) => (p.currency === 'KHR' ? 'ប្រាក់រៀល' : 'ដុល្លារអាមេរិក'),
  },
});

export const amountCurrencies = ['USD', 'KHR'] as const;
export type AmountCurrency = (typeof amountCurrencies)[number];

export interface AmountFieldProps extends FieldProps {
  /** The whole amount, or null when empty. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the parsed whole amount when the user leaves the field (null when emptied). */
  onChange?: (value: number | null) => void;
  /** @default 'USD' */
  currency?: AmountCurrency;
  /** Form field name: a hidden input carries the plain number. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  strings?: Partial<typeof strings.en>;
}

const hasDecimals = (text: string) => /\.\d*[1-9]/.test(toAsciiDigits(text).replace(/,/g, ''));

/**
 * A whole-amount field: thousands separators, negatives in parentheses, USD or KHR.
 * Accepts what accountants type: `1250000`, `1,250,000`, `-3400`, `(3,400)`, Khmer digits.
 */
export function AmountField({
  value: controlled,
  defaultValue = null,
  onChange,
  currency = 'USD',
  name,
  errorMessage,
  isInvalid,
  strings: overrides,
  ...props
}: AmountFieldProps) {
  const t = useUIStrings(strings, overrides);
  const { locale } = useLocale();
  const [own, setOwn] = useState<number | null>(defaultValue);
  const value = controlled !== undefined ? controlled : own;
  const display = (v: number | null) => (v == null ? '' : formatAmount(v, locale));
  const [text, setText] = useState(display(value));
  const [focused, setFocused] = useState(false);
  const [badInput, setBadInput] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-format only when the value or locale changes outside
  useEffect(() => {
    if (!focused && !badInput) setText(display(value));
  }, [value, locale]);

  const commit = () => {
    setFocused(false);
    if (text.trim() === '') {
      setBadInput(false);
      if (controlled === undefined) setOwn(null);
      onChange?.(null);
      return;
    }
    const parsed = hasDecimals(text) ? null : parseAmount(text);
    if (parsed == null) {
      setBadInput(true);
      return;
    }
    setBadInput(false);
    if (controlled === undefined) setOwn(parsed);
    setText(display(parsed));
    onChange?.(parsed);
  };

  return (
    <>
      <TextField
        {...props}
        className={styles.amount}
        value={text}
        onChange={setText}
        onFocus={() => {
          setFocused(true);
          if (!badInput && value != null) setText(formatAmount(value, locale, { parentheses: false }));
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        inputMode="text"
        prefix={<abbr title={t.currencyName({ currency })}>{currency}</abbr>}
        isInvalid={badInput || isInvalid}
        errorMessage={badInput ? t.notAWholeAmount : errorMessage}
      />
      {name && <input type="hidden" name={name} value={value ?? ''} />}
    </>
  );
}
