import type { Key, ReactNode } from 'react';
import { Button, ListBox, Select as RACSelect, SelectValue } from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { visuallyHidden } from '../../theme/global.css';
import * as list from '../../styles/list.css';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Menu } from '../Menu';
import { Popover } from '../Popover';
import { SelectItem } from '../Select/Select';
import * as styles from './AppShell.css';

const strings = defineStrings({
  en: {
    notifications: 'Notifications',
    unread: (p: { count: number }) =>
      p.count === 0 ? 'Notifications' : p.count === 1 ? 'Notifications, 1 unread' : `Notifications, ${p.count} unread`,
    entity: 'Reporting entity',
    userMenu: (p: { name: string }) => `Account menu for ${p.name}`,
  },
  kh: {
    notifications: 'ការជូនដំណឹង',
    unread: (p: { count: number }) => (p.count === 0 ? 'ការជូនដំណឹង' : `ការជូនដំណឹង ${p.count} មិនទាន់អាន`),
    entity: 'អង្គភាពរាយការណ៍',
    userMenu: (p: { name: string }) => `ម៉ឺនុយគណនីរបស់ ${p.name}`,
  },
});

export interface NotificationsButtonProps {
  /** Unread notifications; shown on the bell and in its name. */
  unreadCount: number;
  onPress?: () => void;
}

/** The bell in the top bar; its accessible name includes the unread count. */
export function NotificationsButton({ unreadCount, onPress }: NotificationsButtonProps) {
  const t = useUIStrings(strings);
  return <IconButton icon="bell" label={t.unread({ count: unreadCount })} badge={unreadCount} onPress={onPress} />;
}

export interface EntityOption {
  id: string;
  name: string;
}

export interface EntitySwitcherProps {
  entities: EntityOption[];
  selectedId: string | null;
  onChange: (id: string) => void;
}

/** The reporting entity the user is working on, switchable when they belong to several. */
export function EntitySwitcher({ entities, selectedId, onChange }: EntitySwitcherProps) {
  const t = useUIStrings(strings);
  return (
    <RACSelect
      aria-label={t.entity}
      selectedKey={selectedId}
      onSelectionChange={(key: Key | null) => key != null && onChange(String(key))}
      className={styles.entitySelect}
    >
      <Button className={styles.entityButton}>
        <SelectValue className={styles.entityValue} />
        <Icon name="chevronDown" size={18} />
      </Button>
      <Popover placement="bottom start">
        <ListBox className={list.listBox} items={entities}>
          {(e) => <SelectItem id={e.id}>{e.name}</SelectItem>}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export interface UserMenuProps {
  name: string;
  /** MenuItem elements (profile, settings, sign out). */
  children: ReactNode;
  onAction: (key: Key) => void;
}

/** The signed-in user's avatar opening a menu of account actions. */
export function UserMenu({ name, children, onAction }: UserMenuProps) {
  const t = useUIStrings(strings);
  return (
    <Menu
      onAction={onAction}
      trigger={
        <Button className={styles.userButton}>
          <Avatar name={name} size="sm" decorative />
          {/* Named by hidden text rather than aria-label, so the visible initials never contradict the name. */}
          <span className={visuallyHidden}>{t.userMenu({ name })}</span>
        </Button>
      }
    >
      {children}
    </Menu>
  );
}
