import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Group,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { input, inputBox } from '../../styles/shared.css';
import { cx } from '../../utils/cx';
import { FieldParts, type FieldProps, fieldStyles } from '../Field/Field';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldProps {
  placeholder?: string;
  /** Content before the input (a currency, an icon). */
  prefix?: ReactNode;
  /** Content after the input (a unit). */
  suffix?: ReactNode;
}

/** A single-line text field with label, description and error. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  prefix,
  suffix,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Group className={inputBox} isDisabled={props.isDisabled} isInvalid={props.isInvalid}>
          {prefix != null && <span className={fieldStyles.adornment}>{prefix}</span>}
          <Input className={input} placeholder={placeholder} />
          {suffix != null && <span className={fieldStyles.adornment}>{suffix}</span>}
        </Group>
      </FieldParts>
    </RACTextField>
  );
}
