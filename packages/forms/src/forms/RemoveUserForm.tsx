import { TextField } from '@dfr/ui';
import { useMemo } from 'react';
import { labelOf } from '../labels';
import { canRemoveUser, removeUserSchema, translate } from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export interface RemoveUserFormProps {
  /** The user to remove: their email is typed to confirm; a super admin cannot be removed. */
  user: { email: string; role?: string; isSuperAdmin?: boolean };
  onSubmit: (data: { email: string }) => unknown;
  serverErrors?: ServerFieldErrors;
}

/** Removing a user: the user's email typed to confirm; the super admin cannot be removed. */
export function RemoveUserForm({ user, onSubmit, serverErrors }: RemoveUserFormProps) {
  const schema = useMemo(() => removeUserSchema(user.email), [user.email]);
  const removable = canRemoveUser(user);
  return (
    <SchemaForm schema={schema} onSubmit={onSubmit} serverErrors={serverErrors} hideSubmit={!removable.ok}>
      {(form) =>
        removable.ok ? (
          <TextField
            {...form.text('email')}
            label={labelOf('typeEmailToRemove', form.lang, { email: user.email })}
            type="email"
            autoComplete="off"
            isRequired
          />
        ) : (
          <p role="alert">{translate(removable.key, form.lang)}</p>
        )
      }
    </SchemaForm>
  );
}
