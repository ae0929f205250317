import {
  composeRenderProps,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { input, inputBox } from '../../styles/shared.css';
import { cx } from '../../utils/cx';
import { FieldParts, type FieldProps, fieldStyles } from '../Field/Field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children'>, FieldProps {
  placeholder?: string;
  /** Visible rows. @default 4 */
  rows?: number;
}

/** A multi-line text field (notes, policies, reasons). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField {...props} className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <RACTextArea className={cx(inputBox, input, styles.textarea)} placeholder={placeholder} rows={rows} />
      </FieldParts>
    </RACTextField>
  );
}
