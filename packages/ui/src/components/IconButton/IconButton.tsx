import { composeRenderProps, Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<RACButtonProps, 'children'> {
  /** The built-in icon to show. */
  icon: IconName;
  /** The accessible name (also shown as the native tooltip). Required: the button has no visible text. */
  label: string;
  /** @default 'ghost' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** A count shown on the icon (unread notifications). */
  badge?: number;
}

/** A square button with only an icon; its `label` names it for screen readers. */
export function IconButton({ icon, label, variant, size, badge, className, ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      aria-label={label}
      // Drawn by CSS (::after), so the count is not text that would clash with the accessible name.
      data-badge={badge != null && badge > 0 ? (badge > 99 ? '99+' : String(badge)) : undefined}
      className={composeRenderProps(className, (c) => cx(styles.iconButton({ variant, size }), c))}
    >
      {({ isPending }) =>
        isPending ? <Spinner size="sm" decorative /> : <Icon name={icon} size={size === 'sm' ? 16 : 20} />
      }
    </RACButton>
  );
}
