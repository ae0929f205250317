import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import { fieldStyles } from '../Field/Field';
import * as styles from './NativeSelect.css';

export interface NativeSelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'defaultValue' | 'children' | 'size'> {
  /** The visible label; without it, give `aria-label` (a select in a table row). */
  label?: ReactNode;
  description?: ReactNode;
  /** Shown, and the select marked invalid, when given. */
  errorMessage?: string;
  items: readonly NativeSelectOption[];
  /** A first, empty option ("Choose…") for an optional choice. */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** @default 'md'; 'sm' is as wide as its options, for a table row. */
  size?: 'sm' | 'md';
}

/**
 * The platform's own select, labelled and themed like the other fields: on a phone it opens the system picker, and
 * it is the right choice for a short list in a table row. For search, rich options or many choices use Select or
 * ComboBox.
 */
export function NativeSelect({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  value,
  defaultValue,
  onChange,
  isRequired,
  isDisabled,
  size = 'md',
  className,
  id: givenId,
  ...props
}: NativeSelectProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [props['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      {label != null && (
        <label htmlFor={id} className={fieldStyles.label}>
          {label}
          {isRequired && (
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      <select
        {...props}
        id={id}
        className={cx(styles.select, size === 'sm' && styles.compact, className)}
        value={value}
        defaultValue={defaultValue}
        required={isRequired}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange?.(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {items.map((item) => (
          <option key={item.id} value={item.id} disabled={item.isDisabled}>
            {item.label}
          </option>
        ))}
      </select>
      {description != null && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error}>
          <Icon name="error" size={16} style={{ marginBlockStart: 3 }} />
          <span>{errorMessage}</span>
        </span>
      )}
    </div>
  );
}
