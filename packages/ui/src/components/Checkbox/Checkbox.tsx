import {
  composeRenderProps,
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export type CheckboxProps = RACCheckboxProps;

/** A checkbox with its label as children; supports indeterminate. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeRenderProps(className, (c) => cx(styles.checkbox, c))}>
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Icon name="minus" size={16} /> : isSelected ? <Icon name="check" size={16} /> : null}
          </span>
          <span>{content}</span>
        </>
      ))}
    </RACCheckbox>
  );
}
