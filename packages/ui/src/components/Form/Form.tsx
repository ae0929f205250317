import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Form.css';

export type FormProps = RACFormProps;

/** A form that stacks its fields; `validationErrors` (e.g. from the server) mark fields by name. */
export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={cx(styles.form, className)} />;
}
