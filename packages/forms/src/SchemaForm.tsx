import { Button, Form, vars } from '@dfr/ui';
import type { CSSProperties, ReactNode } from 'react';
import type { z } from 'zod';
import type { Lang } from './rules';
import { type SchemaFormApi, type UseSchemaFormOptions, useSchemaForm } from './useSchemaForm';

// Inline styles on theme variables: the package's components carry no stylesheet of their own.
const formMessageStyle: CSSProperties = {
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
};
const actionsStyle: CSSProperties = { display: 'flex', gap: vars.space.sm };

const submitStrings = { en: 'Save', kh: 'រក្សាទុក' } as const;

export interface SchemaFormProps<S extends z.ZodType> extends UseSchemaFormOptions<S> {
  /** The fields, given the form's API (`form.text('nameEn')`, `form.select('province')`…). */
  children: (form: SchemaFormApi<S>) => ReactNode;
  /** The submit button's label. @default Save / រក្សាទុក */
  submitLabel?: string;
  /** An accessible name for the form. */
  'aria-label'?: string;
  /** Hide the submit button (when the caller renders its own). @default false */
  hideSubmit?: boolean;
}

/** Wires a schema to fields: validation as you type, errors on the right field, server errors, input kept. */
export function SchemaForm<S extends z.ZodType>({
  children,
  submitLabel,
  hideSubmit = false,
  'aria-label': ariaLabel,
  ...options
}: SchemaFormProps<S>) {
  const form = useSchemaForm(options);
  return (
    <SchemaFormView form={form} submitLabel={submitLabel} hideSubmit={hideSubmit} aria-label={ariaLabel}>
      {children}
    </SchemaFormView>
  );
}

/** The form element for an existing `useSchemaForm` (when the caller needs the API outside the form). */
export function SchemaFormView<S extends z.ZodType>({
  form,
  children,
  submitLabel,
  hideSubmit = false,
  'aria-label': ariaLabel,
}: {
  form: SchemaFormApi<S>;
  children: (form: SchemaFormApi<S>) => ReactNode;
  submitLabel?: string | undefined;
  hideSubmit?: boolean;
  'aria-label'?: string | undefined;
}) {
  const lang: Lang = form.lang;
  return (
    <div ref={form.formRef}>
      <Form onSubmit={(e) => void form.handleSubmit(e)} validationBehavior="aria" aria-label={ariaLabel}>
        {form.formMessage && (
          <div role="alert" style={formMessageStyle}>
            {form.formMessage}
          </div>
        )}
        {children(form)}
        {!hideSubmit && (
          <div style={actionsStyle}>
            <Button type="submit" isPending={form.isSubmitting}>
              {submitLabel ?? submitStrings[lang]}
            </Button>
          </div>
        )}
      </Form>
    </div>
  );
}
