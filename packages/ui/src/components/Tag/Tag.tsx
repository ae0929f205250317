import type { ReactNode } from 'react';
import {
  Button,
  Label,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  type TagGroupProps as RACTagGroupProps,
  TagList,
  type TagProps as RACTagProps,
} from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { fieldStyles } from '../Field/Field';
import { Icon } from '../Icon';
import * as styles from './Tag.css';

const strings = defineStrings({
  // react-aria names the button "<this> <tag text>", so the tag's own name is not repeated here.
  en: { remove: 'Remove' },
  kh: { remove: 'ដកចេញ' },
});

export interface TagItem {
  id: string | number;
  label: string;
}

export interface TagGroupProps extends Omit<RACTagGroupProps, 'children'> {
  /** Visible label of the group (or give aria-label). */
  label?: ReactNode;
  items: TagItem[];
  /** Makes tags removable (Delete/Backspace or the × button). */
  onRemove?: (keys: Set<string | number>) => void;
  strings?: Partial<typeof strings.en>;
}

/** A group of tags (SDGs, funding sources), optionally removable and selectable. */
export function TagGroup({ label, items, onRemove, strings: o, ...props }: TagGroupProps) {
  const t = useUIStrings(strings, o);
  return (
    <RACTagGroup {...props} onRemove={onRemove} className={fieldStyles.field}>
      {label != null && <Label className={fieldStyles.label}>{label}</Label>}
      <TagList items={items} className={styles.list}>
        {(item) => (
          <Tag id={item.id} textValue={item.label} removeLabel={onRemove ? t.remove : undefined}>
            {item.label}
          </Tag>
        )}
      </TagList>
    </RACTagGroup>
  );
}

export interface TagProps extends RACTagProps {
  removeLabel?: string;
  children: ReactNode;
}

export function Tag({ removeLabel, children, ...props }: TagProps) {
  return (
    <RACTag {...props} className={styles.tag}>
      {({ allowsRemoving }) => (
        <>
          <span>{children}</span>
          {allowsRemoving && (
            <Button slot="remove" aria-label={removeLabel} className={styles.remove}>
              <Icon name="close" size={14} />
            </Button>
          )}
        </>
      )}
    </RACTag>
  );
}
