export { AppShell, type AppShellProps, type NavItem } from './AppShell';
export {
  type EntityOption,
  EntitySwitcher,
  type EntitySwitcherProps,
  NotificationsButton,
  type NotificationsButtonProps,
  UserMenu,
  type UserMenuProps,
} from './parts';
export { UserMenuButton, type UserMenuButtonProps } from './UserMenuButton';
