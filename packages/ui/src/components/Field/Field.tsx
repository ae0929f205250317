import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Label,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import * as styles from './Field.css';

/** Props every field takes, on top of react-aria's own (isRequired, isDisabled, isInvalid…). */
export interface FieldProps {
  /** The visible label. */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Shown when the field is invalid (from `isInvalid` or native validation). */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** A field label with a required marker (the marker is for the eye; react-aria tells screen readers "required"). */
export function FieldLabel({ children, isRequired }: { children?: ReactNode; isRequired?: boolean }) {
  if (children == null) return null;
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Help text linked to the field by react-aria (`aria-describedby`). */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export type FieldErrorProps = RACFieldErrorProps;

/** The error of the field it sits in; rendered only while that field is invalid. */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  return (
    <RACFieldError {...props} className={cx(styles.error, className as string)}>
      {(renderProps) => (
        <>
          <Icon name="error" size={16} style={{ marginBlockStart: 3 }} />
          <span>
            {typeof children === 'function' ? children(renderProps) : (children ?? renderProps.defaultChildren)}
          </span>
        </>
      )}
    </RACFieldError>
  );
}

/** Label, control, description and error in the order every field uses. */
export function FieldParts({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FieldProps & { isRequired?: boolean; children: ReactNode }) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {children}
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

export { styles as fieldStyles };
