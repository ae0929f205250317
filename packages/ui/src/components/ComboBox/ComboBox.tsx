import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  Group,
  Input,
  ListBox,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import * as list from '../../styles/list.css';
import { input, inputBox } from '../../styles/shared.css';
import { cx } from '../../utils/cx';
import { FieldParts, type FieldProps, fieldStyles } from '../Field/Field';
import { Icon } from '../Icon';
import { Popover } from '../Popover';
import { SelectItem, type SelectOption } from '../Select/Select';
import * as styles from './ComboBox.css';

const strings = defineStrings({
  en: { showOptions: 'Show options', noResults: 'No matches' },
  kh: { showOptions: 'បង្ហាញជម្រើស', noResults: 'រកមិនឃើញ' },
});

export interface ComboBoxProps<T extends SelectOption = SelectOption>
  extends Omit<RACComboBoxProps<T>, 'children' | 'items' | 'defaultItems'>,
    FieldProps {
  /** The options, filtered as the user types. */
  items?: Iterable<T>;
  defaultItems?: Iterable<T>;
  children?: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  strings?: Partial<typeof strings.en>;
}

/** A text input with a filtered list of options (accounts, industries, provinces). */
export function ComboBox<T extends SelectOption = SelectOption>({
  label,
  description,
  errorMessage,
  children,
  placeholder,
  className,
  strings: overrides,
  ...props
}: ComboBoxProps<T>) {
  const t = useUIStrings(strings, overrides);
  return (
    <RACComboBox {...props} className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Group className={inputBox}>
          <Input className={input} placeholder={placeholder} />
          <Button className={styles.button} aria-label={t.showOptions}>
            <Icon name="chevronDown" />
          </Button>
        </Group>
      </FieldParts>
      <Popover placement="bottom start">
        <ListBox className={list.listBox} renderEmptyState={() => <div className={styles.empty}>{t.noResults}</div>}>
          {children ??
            ((item: T) => (
              <SelectItem id={item.id} isDisabled={item.isDisabled}>
                {item.label}
              </SelectItem>
            ))}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
