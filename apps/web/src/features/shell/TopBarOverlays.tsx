/** The top bar's overlays, one chunk loaded after the first screen (see TopBar.tsx). */
export { EntitySwitcher } from '../entities/EntitySwitcher';
export { NotificationsMenu } from '../notifications/NotificationsMenu';
export { UserMenu } from './UserMenu';
