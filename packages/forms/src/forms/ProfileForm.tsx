import { Checkbox, DatePicker, Select, TextField } from '@dfr/ui';
import { labelsIn, optionsOf } from '../labels';
import {
  ACCOUNTING_QUALIFICATION_LABELS,
  GENDER_LABELS,
  type ProfileInput,
  profileSchema,
  USER_TYPE_LABELS,
} from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export interface ProfileFormProps {
  onSubmit: (data: ProfileInput) => unknown;
  defaultValues?: Record<string, unknown>;
  serverErrors?: ServerFieldErrors;
  submitLabel?: string;
}

/**
 * A user's own details (the specification's user fields): phone, gender, date of birth, position, user kind, firm
 * details (part of an accounting firm, firm name, professional membership, highest accounting qualification) and the
 * language. The firm details show once "part of an accounting firm" is ticked; the qualification is then required.
 */
export function ProfileForm({ onSubmit, defaultValues, serverErrors, submitLabel }: ProfileFormProps) {
  return (
    <SchemaForm
      schema={profileSchema}
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      serverErrors={serverErrors}
      submitLabel={submitLabel}
    >
      {(form) => {
        const label = labelsIn(form.lang);
        const firm = form.values.partOfAccountingFirm === true;
        return (
          <>
            <TextField {...form.text('phone')} label={label('phone')} type="tel" inputMode="tel" />
            <Select {...form.select('gender')} label={label('gender')} items={optionsOf(GENDER_LABELS, form.lang)} />
            <DatePicker {...form.date('dateOfBirth')} label={label('dateOfBirth')} />
            <TextField {...form.text('position')} label={label('position')} />
            <Select
              {...form.select('userType')}
              label={label('userType')}
              items={optionsOf(USER_TYPE_LABELS, form.lang)}
            />
            <Select
              {...form.select('lang')}
              label={label('language')}
              items={[
                { id: 'en', label: label('english') },
                { id: 'kh', label: label('khmer') },
              ]}
            />
            <Checkbox {...form.checkbox('partOfAccountingFirm')}>{label('partOfAccountingFirm')}</Checkbox>
            {firm && (
              <>
                <TextField {...form.text('firmName')} label={label('firmName')} />
                <TextField {...form.text('professionalMembership')} label={label('professionalMembership')} />
                <Select
                  {...form.select('highestQualification')}
                  label={label('highestQualification')}
                  items={optionsOf(ACCOUNTING_QUALIFICATION_LABELS, form.lang)}
                  isRequired
                />
              </>
            )}
          </>
        );
      }}
    </SchemaForm>
  );
}
