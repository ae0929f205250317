import {
  composeRenderProps,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { input, inputBox } from '../../styles/shared.css';
import { cx } from '../../utils/cx';
import { FieldParts, type FieldProps, fieldStyles } from '../Field/Field';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldProps {
  placeholder?: string;
}

/** A locale-aware number field (Intl formatting; arrow keys step the value). */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Group className={inputBox}>
          <Input className={cx(input, styles.numeric)} placeholder={placeholder} />
        </Group>
      </FieldParts>
    </RACNumberField>
  );
}
