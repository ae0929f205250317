import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Button.css';

export interface LinkButtonProps extends RACLinkProps {
  /** @default 'primary' */
  variant?: (typeof styles.buttonVariants)[number];
  /** @default 'md' */
  size?: (typeof styles.buttonSizes)[number];
  fullWidth?: boolean;
}

/**
 * A link that looks like a button: it goes somewhere (role `link`, an `href`), where a Button does something.
 * Client-side routing works through react-aria's RouterProvider.
 */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(className, (c) =>
        cx(styles.button({ variant, size, fullWidth }), styles.linkButton, c),
      )}
    />
  );
}
