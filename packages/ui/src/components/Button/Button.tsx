import { composeRenderProps, Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export { buttonSizes, buttonVariants } from './Button.css';

export interface ButtonProps extends RACButtonProps {
  /** @default 'primary' */
  variant?: (typeof styles.buttonVariants)[number];
  /** @default 'md' */
  size?: (typeof styles.buttonSizes)[number];
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/** A button on react-aria-components, styled by the theme. `isPending` shows a spinner and blocks presses. */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (c) => cx(styles.button({ variant, size, fullWidth }), c))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner size="sm" decorative />}
          {content}
        </>
      ))}
    </RACButton>
  );
}
