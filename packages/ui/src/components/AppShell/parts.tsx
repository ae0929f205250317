import type { Key, ReactNode } from 'react';
import { Button, ListBox, Select as RACSelect, SelectValue } from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import * as list from '../../styles/list.css';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Menu } from '../Menu';
import { UserMenuButton } from './UserMenuButton';
import { Popover } from '../Popover';
import { SelectItem } from '../Select/Select';
import * as styles from './AppShell.css';

const strings = defineStrings({
  en: {
    notifications: 'Notifications',
    unread: (p: { count: number }) =>
      p.count === 0 ? 'Notifications' : p.count === 1 ? 'Notifications, 1 unread' : `Notifications, ${p.count} unread`,
    entity: 'Reporting entity',
  },
  kh: {
    notifications: 'ការជូនដំណឹង',
    unread: (p: { count: number }) => (p.count === 0 ? 'ការជូនដំណឹង' : `ការជូនដំណឹង ${p.count} មិនទាន់អាន`),
    entity: 'អង្គភាពរាយការណ៍',
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
  /** Controlled open state of the menu. */
  isOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** The signed-in user's avatar opening a menu of account actions. */
export function UserMenu({ name, children, onAction, isOpen, onOpenChange }: UserMenuProps) {
  return (
    <Menu onAction={onAction} isOpen={isOpen} onOpenChange={onOpenChange} trigger={<UserMenuButton name={name} />}>
      {children}
    </Menu>
  );
}
