import type { ReactNode } from 'react';
import {
  composeRenderProps,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { FieldParts, type FieldProps, fieldStyles } from '../Field/Field';
import { choiceOptions } from '../../styles/shared.css';

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'>, FieldProps {
  /** The Checkbox elements. */
  children: ReactNode;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /**
   * Lay a long list of options out in as many equal columns as fit (e.g. the 17 SDGs), reading down each row; the
   * columns narrow to one on a phone. @default false
   */
  columns?: boolean;
}

/** A labelled group of checkboxes with one value (the selected values). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  columns = false,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      data-orientation={orientation}
      data-columns={columns || undefined}
      className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <div className={choiceOptions}>{children}</div>
      </FieldParts>
    </RACCheckboxGroup>
  );
}
