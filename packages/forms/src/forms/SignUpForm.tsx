import { TextField } from '@dfr/ui';
import { useMemo } from 'react';
import { labelOf } from '../labels';
import {
  createSignUpSchema,
  DEFAULT_PASSWORD_POLICY,
  type PasswordPolicy,
  passwordRuleResults,
  type SignUpInput,
  translate,
} from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export interface SignUpFormProps {
  /** Called with the trimmed email and the password; throw an API error to show its field errors. */
  onSubmit: (data: SignUpInput) => unknown;
  /** The identity service's password policy. @default the product default */
  policy?: Partial<PasswordPolicy>;
  defaultValues?: Partial<SignUpInput>;
  serverErrors?: ServerFieldErrors;
}

/** Sign-up: email as the username, a password under the policy (with a live checklist), typed twice. */
export function SignUpForm({
  onSubmit,
  policy = DEFAULT_PASSWORD_POLICY,
  defaultValues,
  serverErrors,
}: SignUpFormProps) {
  const schema = useMemo(() => createSignUpSchema(policy), [policy]);
  return (
    <SchemaForm
      schema={schema}
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      serverErrors={serverErrors}
      aria-label="sign-up"
    >
      {(form) => {
        const lang = form.lang;
        const password = typeof form.values.password === 'string' ? form.values.password : '';
        const checklist = passwordRuleResults(password, policy);
        return (
          <>
            <TextField
              {...form.text('email')}
              label={labelOf('email', lang)}
              type="email"
              autoComplete="username"
              isRequired
            />
            <TextField
              {...form.text('password')}
              label={labelOf('password', lang)}
              type="password"
              autoComplete="new-password"
              isRequired
              description={
                <span>
                  {labelOf('passwordRules', lang)}
                  <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
                    {checklist.map((r) => (
                      <li key={r.rule} data-met={r.ok}>
                        {translate(r.key, lang, r.params)} ({labelOf(r.ok ? 'ruleMet' : 'ruleNotMet', lang)})
                      </li>
                    ))}
                  </ul>
                </span>
              }
            />
            <TextField
              {...form.text('confirmPassword')}
              label={labelOf('confirmPassword', lang)}
              type="password"
              autoComplete="new-password"
              isRequired
            />
          </>
        );
      }}
    </SchemaForm>
  );
}
