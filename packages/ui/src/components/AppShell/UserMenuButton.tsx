import { Button, type ButtonProps } from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { visuallyHidden } from '../../theme/global.css';
import { Avatar } from '../Avatar';
import * as styles from './AppShell.css';

const strings = defineStrings({
  en: { userMenu: (p: { name: string }) => `Account menu for ${p.name}` },
  kh: { userMenu: (p: { name: string }) => `ម៉ឺនុយគណនីរបស់ ${p.name}` },
});

export interface UserMenuButtonProps extends Omit<ButtonProps, 'children' | 'className'> {
  /** The signed-in user's name or e-mail (the avatar's initials and the button's name). */
  name: string;
}

/**
 * The avatar button that opens the user menu (UserMenu's trigger). On its own file so that an app can show it before
 * it has loaded the menu's code (a menu pulls in the collection and overlay machinery).
 */
export function UserMenuButton({ name, ...props }: UserMenuButtonProps) {
  const t = useUIStrings(strings);
  return (
    <Button {...props} className={styles.userButton}>
      <Avatar name={name} size="sm" decorative />
      {/* Named by hidden text rather than aria-label, so the visible initials never contradict the name. */}
      <span className={visuallyHidden}>{t.userMenu({ name })}</span>
    </Button>
  );
}
