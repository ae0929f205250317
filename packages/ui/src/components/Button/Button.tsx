import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export type ButtonProps = RACButtonProps;

/** A button on react-aria-components, styled by the theme. */
export function Button(props: ButtonProps) {
  return <RACButton {...props} className={styles.button} />;
}
