import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Link.css';

export interface LinkProps extends RACLinkProps {
  /** @default 'inline' */
  variant?: 'inline' | 'standalone';
}

/** A link; client-side routing works through react-aria's RouterProvider. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <RACLink {...props} className={composeRenderProps(className, (c) => cx(styles.link[variant], c))} />;
}
