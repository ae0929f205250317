import { Select, TextField, useLang } from '@dfr/ui';
import { labelOf } from '../labels';
import { ASSIGNABLE_ROLES, type InviteUserInput, inviteUserSchema, USER_ROLE_LABELS } from '../rules';
import { SchemaForm, type SchemaFormViewOptions } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export interface InviteUserFormProps extends Pick<SchemaFormViewOptions, 'aria-label'> {
  onSubmit: (data: InviteUserInput) => unknown;
  /** @default role: preparer */
  defaultValues?: Partial<Record<keyof InviteUserInput, string>>;
  serverErrors?: ServerFieldErrors;
  /** @default Invite / អញ្ជើញ */
  submitLabel?: string;
}

/**
 * Inviting someone to an entity: their email and a role (super admin rights are transferred, never given by an
 * invitation). The caller starts the form again (a new `key`) after an invitation went through.
 */
export function InviteUserForm({ onSubmit, defaultValues, serverErrors, submitLabel, ...view }: InviteUserFormProps) {
  const lang = useLang();
  return (
    <SchemaForm
      schema={inviteUserSchema}
      onSubmit={onSubmit}
      defaultValues={{ role: 'preparer', ...defaultValues }}
      serverErrors={serverErrors}
      submitLabel={submitLabel ?? labelOf('invite', lang)}
      {...view}
    >
      {(form) => (
        <>
          <TextField
            {...form.text('email')}
            label={labelOf('email', form.lang)}
            type="email"
            autoComplete="off"
            isRequired
          />
          <Select
            {...form.select('role')}
            label={labelOf('role', form.lang)}
            items={ASSIGNABLE_ROLES.map((role) => ({ id: role, label: USER_ROLE_LABELS[role][form.lang] }))}
            isRequired
          />
        </>
      )}
    </SchemaForm>
  );
}
