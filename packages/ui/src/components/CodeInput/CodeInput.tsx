import { type ClipboardEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { toAsciiDigits } from '../../i18n/format';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import { fieldStyles } from '../Field/Field';
import { Icon } from '../Icon';
import * as styles from './CodeInput.css';

const strings = defineStrings({
  en: { digit: (p: { index: number; length: number }) => `Digit ${p.index} of ${p.length}` },
  kh: { digit: (p: { index: number; length: number }) => `ខ្ទង់ទី ${p.index} នៃ ${p.length}` },
});

export interface CodeInputProps {
  /** The label of the whole code ("Approval code"). */
  label: string;
  description?: string;
  errorMessage?: string;
  /** Number of digits: 4 (edit request) or 6 (sign-up, approval). @default 6 */
  length?: 4 | 6;
  /** The digits typed so far (ASCII), for a controlled input. */
  value?: string;
  onChange?: (code: string) => void;
  /** Called once every digit is filled. */
  onComplete?: (code: string) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  /** Focus the first box on mount. */
  autoFocus?: boolean;
  /** Form field name: a hidden input carries the code. */
  name?: string;
  strings?: Partial<typeof strings.en>;
}

const digitsOf = (text: string) => toAsciiDigits(text).replace(/\D/g, '');

/**
 * A one-time code in separate boxes. Paste the whole code into any box; Khmer digits (០–៩) are accepted
 * and stored as ASCII; Backspace and the arrow keys move between boxes.
 */
export function CodeInput({
  label,
  description,
  errorMessage,
  length = 6,
  value: controlled,
  onChange,
  onComplete,
  isDisabled,
  isInvalid,
  isRequired,
  autoFocus,
  name,
  strings: overrides,
}: CodeInputProps) {
  const t = useUIStrings(strings, overrides);
  const id = useId();
  const [own, setOwn] = useState('');
  // A controlled value may carry Khmer digits; the boxes and callbacks always use ASCII.
  const code = digitsOf(controlled ?? own).slice(0, length);
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  const update = (next: string) => {
    const clean = next.slice(0, length);
    if (controlled === undefined) setOwn(clean);
    onChange?.(clean);
    if (clean.length === length && code.length !== length) onComplete?.(clean);
  };
  const focusBox = (index: number) => refs.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const write = (index: number, typed: string) => {
    const digits = digitsOf(typed);
    if (!digits) return;
    const chars = code.padEnd(index, ' ').split('');
    for (let i = 0; i < digits.length && index + i < length; i++) chars[index + i] = digits[i]!;
    const next = chars.join('').replace(/\s/g, '');
    update(next);
    focusBox(Math.min(index + digits.length, length - 1));
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (code[index]) update(code.slice(0, index) + code.slice(index + 1));
      else if (index > 0) {
        update(code.slice(0, index - 1) + code.slice(index));
        focusBox(index - 1);
      }
    } else if (e.key === 'ArrowLeft') focusBox(index - 1);
    else if (e.key === 'ArrowRight') focusBox(index + 1);
  };

  const onPaste = (index: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    write(index, e.clipboardData.getData('text'));
  };

  const describedBy = [description && `${id}-desc`, isInvalid && errorMessage && `${id}-err`].filter(Boolean).join(' ');

  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <fieldset aria-labelledby={`${id}-label`} aria-describedby={describedBy || undefined} className={styles.boxes}>
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(el) => {
              refs.current[index] = el;
            }}
            className={cx(styles.box, isInvalid && styles.invalid)}
            value={code[index] ?? ''}
            onChange={(e) => write(index, e.target.value.slice(-1) || e.target.value)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(e) => e.target.select()}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: opt-in for code-entry screens
            autoFocus={autoFocus && index === 0}
            disabled={isDisabled}
            aria-invalid={isInvalid || undefined}
            aria-required={isRequired || undefined}
            aria-label={t.digit({ index: index + 1, length })}
          />
        ))}
      </fieldset>
      {name && <input type="hidden" name={name} value={code} />}
      {description && (
        <span id={`${id}-desc`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {isInvalid && errorMessage && (
        <span id={`${id}-err`} className={fieldStyles.error}>
          <Icon name="error" size={16} style={{ marginBlockStart: 3 }} />
          <span>{errorMessage}</span>
        </span>
      )}
    </div>
  );
}
