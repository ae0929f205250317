import {
  Button,
  composeRenderProps,
  Group,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { input, inputBox } from '../../styles/shared.css';
import { cx } from '../../utils/cx';
import { FieldParts, type FieldProps, fieldStyles } from '../Field/Field';
import { Icon } from '../Icon';
import * as styles from './SearchField.css';

const strings = defineStrings({
  en: { clear: 'Clear search', placeholder: 'Search' },
  kh: { clear: 'សម្អាតការស្វែងរក', placeholder: 'ស្វែងរក' },
});

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'>, FieldProps {
  placeholder?: string;
  strings?: Partial<typeof strings.en>;
}

/** A search box: Escape or the clear button empties it; Enter submits. */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  strings: overrides,
  ...props
}: SearchFieldProps) {
  const t = useUIStrings(strings, overrides);
  return (
    <RACSearchField {...props} className={composeRenderProps(className, (c) => cx(fieldStyles.field, styles.root, c))}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Group className={inputBox}>
          <Icon name="search" className={styles.icon} />
          <Input className={cx(input, styles.input)} placeholder={placeholder ?? t.placeholder} />
          <Button className={styles.clear} aria-label={t.clear}>
            <Icon name="close" size={16} />
          </Button>
        </Group>
      </FieldParts>
    </RACSearchField>
  );
}
