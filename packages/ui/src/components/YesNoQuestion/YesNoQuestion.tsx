import type { ReactNode } from 'react';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import type { FieldProps } from '../Field/Field';
import { Radio, RadioGroup } from '../RadioGroup';

const strings = defineStrings({ en: { yes: 'Yes', no: 'No' }, kh: { yes: 'បាទ/ចាស', no: 'ទេ' } });

export interface YesNoQuestionProps extends FieldProps {
  /** The question, as the group's label. */
  label: ReactNode;
  /** true = yes, false = no, null = not answered. */
  value?: boolean | null;
  defaultValue?: boolean | null;
  onChange?: (value: boolean) => void;
  /** Form field name; submits "yes" or "no". */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  strings?: Partial<typeof strings.en>;
}

const toKey = (v: boolean | null | undefined) => (v == null ? null : v ? 'yes' : 'no');

/** A yes/no question (scoping questions, post-period events): two radios side by side. */
export function YesNoQuestion({ value, defaultValue, onChange, strings: overrides, ...props }: YesNoQuestionProps) {
  const t = useUIStrings(strings, overrides);
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      value={value === undefined ? undefined : toKey(value)}
      defaultValue={defaultValue === undefined ? undefined : toKey(defaultValue)}
      onChange={(key) => onChange?.(key === 'yes')}
    >
      <Radio value="yes">{t.yes}</Radio>
      <Radio value="no">{t.no}</Radio>
    </RadioGroup>
  );
}
