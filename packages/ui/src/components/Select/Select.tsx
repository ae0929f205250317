import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import * as list from '../../styles/list.css';
import { cx } from '../../utils/cx';
import { FieldParts, type FieldProps, fieldStyles } from '../Field/Field';
import { Icon } from '../Icon';
import { Popover } from '../Popover';
import * as styles from './Select.css';

const strings = defineStrings({ en: { placeholder: 'Select an option' }, kh: { placeholder: 'សូមជ្រើសរើស' } });

/** An option: an id and a visible label. */
export interface SelectOption {
  id: string | number;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<RACSelectProps<T>, 'children' | 'items'>,
    FieldProps {
  /** The options (or pass `SelectItem` children). */
  items?: Iterable<T>;
  children?: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
}

/** A select: a button that opens a list box of options (keyboard: arrows, type-ahead, Enter, Escape). */
export function Select<T extends SelectOption = SelectOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  className,
  ...props
}: SelectProps<T>) {
  const t = useUIStrings(strings);
  return (
    <RACSelect
      {...props}
      placeholder={placeholder ?? t.placeholder}
      className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Button className={styles.trigger}>
          <SelectValue className={styles.value} />
          <Icon name="chevronDown" />
        </Button>
      </FieldParts>
      <Popover placement="bottom start">
        <ListBox className={list.listBox} items={items}>
          {children ??
            ((item: T) => (
              <SelectItem id={item.id} isDisabled={item.isDisabled}>
                {item.label}
              </SelectItem>
            ))}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** An option of a Select or ComboBox, with a check mark when selected. */
export function SelectItem(props: ListBoxItemProps & { children: ReactNode }) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={list.listItem}>
      {({ isSelected }) => (
        <>
          <span>{props.children}</span>
          {isSelected && <Icon name="check" size={16} className={list.check} />}
        </>
      )}
    </ListBoxItem>
  );
}
