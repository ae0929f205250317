import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { FieldParts, type FieldProps, fieldStyles } from '../Field/Field';
import { choiceOptions } from '../../styles/shared.css';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldProps {
  /** The Radio elements. */
  children: ReactNode;
}

/** A labelled group of radio buttons (arrow keys move the selection). */
export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <div className={choiceOptions}>{children}</div>
      </FieldParts>
    </RACRadioGroup>
  );
}

export type RadioProps = RACRadioProps;

/** One option of a RadioGroup, its label as children. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={composeRenderProps(className, (c) => cx(styles.radio, c))}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          <span>{content}</span>
        </>
      ))}
    </RACRadio>
  );
}
