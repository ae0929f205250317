import { TextArea, useLang } from '@dfr/ui';
import { labelOf } from '../labels';
import {
  type BilingualTextInput,
  POLICY_KEYS,
  POLICY_LABELS,
  type StatementTextsInput,
  statementTextsSchema,
} from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { SchemaFormApi, ServerFieldErrors } from '../useSchemaForm';
import type { SavedFormOptions } from './ExportSettingsForm';
import { FieldGroup } from './FieldGroup';

export interface StatementTextsFormProps extends SavedFormOptions {
  /** Which texts the form edits: the accounting policies, or the directors' statement. */
  part: 'policies' | 'directorsStatement';
  /** Called with the statement's texts, the part edited changed and the other as it came. */
  onSubmit: (data: StatementTextsInput) => unknown;
  defaultValues?: {
    policies?: Record<string, BilingualTextInput>;
    directorsStatement?: BilingualTextInput | undefined;
  };
  serverErrors?: ServerFieldErrors;
}

const empty: BilingualTextInput = { en: '', kh: '' };

/** One text in both languages: a group named by the text, an English and a Khmer area. */
function BilingualText({ form, path, label }: { form: SchemaFormApi; path: string; label: string }) {
  return (
    <FieldGroup legend={label} field={path}>
      <div lang="en">
        <TextArea {...form.text(`${path}.en`)} label={labelOf('english', form.lang)} rows={3} />
      </div>
      <div lang="km">
        <TextArea {...form.text(`${path}.kh`)} label={labelOf('khmer', form.lang)} rows={3} />
      </div>
    </FieldGroup>
  );
}

/**
 * The statement's texts in both languages: the accounting policies (the usual ones first, then the statement's own)
 * or the directors' statement.
 */
export function StatementTextsForm({
  part,
  onSubmit,
  defaultValues,
  serverErrors,
  ...options
}: StatementTextsFormProps) {
  const contextLang = useLang();
  const policies = { ...defaultValues?.policies };
  const keys = [...new Set<string>([...POLICY_KEYS, ...Object.keys(policies)])];
  for (const key of keys) policies[key] ??= empty;
  return (
    <SchemaForm
      schema={statementTextsSchema}
      onSubmit={onSubmit}
      defaultValues={{ policies, directorsStatement: defaultValues?.directorsStatement ?? empty }}
      serverErrors={serverErrors}
      aria-label={labelOf(
        part === 'policies' ? 'accountingPolicies' : 'directorsStatement',
        options.lang ?? contextLang,
      )}
      {...options}
    >
      {(form) =>
        part === 'policies' ? (
          keys.map((key) => (
            <BilingualText
              key={key}
              form={form as SchemaFormApi}
              path={`policies.${key}`}
              label={POLICY_LABELS[key as keyof typeof POLICY_LABELS]?.[form.lang] ?? key}
            />
          ))
        ) : (
          <BilingualText
            form={form as SchemaFormApi}
            path="directorsStatement"
            label={labelOf('directorsStatement', form.lang)}
          />
        )
      }
    </SchemaForm>
  );
}
