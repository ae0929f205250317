import type { ReactElement, ReactNode } from 'react';
import {
  composeRenderProps,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  Menu as RACMenu,
  type MenuProps as RACMenuProps,
  MenuTrigger,
  Separator,
} from 'react-aria-components';
import * as list from '../../styles/list.css';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../Icon';
import { Popover } from '../Popover';
import * as styles from './Menu.css';

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  /** The button that opens the menu (Button or IconButton). */
  trigger: ReactElement;
  /** @default 'bottom end' */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /** Controlled open state (an app that loads the menu's code on first press opens it as it arrives). */
  isOpen?: boolean;
  /** Open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A menu of actions opened by a button (arrow keys, type-ahead, Enter, Escape). */
export function Menu<T extends object>({
  trigger,
  placement = 'bottom end',
  className,
  isOpen,
  defaultOpen,
  onOpenChange,
  ...props
}: MenuProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Popover placement={placement}>
        <RACMenu {...props} className={cx(list.listBox, styles.menu, className as string)} />
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends RACMenuItemProps {
  /** An icon before the label. */
  icon?: IconName;
  /** Red, for destructive actions. */
  isDanger?: boolean;
  children: ReactNode;
}

export function MenuItem({ icon, isDanger, className, children, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (c) => cx(list.listItem, isDanger && styles.danger, c))}
    >
      {icon && <Icon name={icon} size={18} />}
      <span>{children}</span>
    </RACMenuItem>
  );
}

/** A line between groups of menu items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
