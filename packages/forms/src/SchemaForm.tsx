import { Alert, Button, Form, vars } from '@dfr/ui';
import { type CSSProperties, type ReactNode, type RefObject, useEffect } from 'react';
import type { z } from 'zod';
import type { Lang } from './rules';
import { type SchemaFormApi, type UseSchemaFormOptions, useSchemaForm } from './useSchemaForm';

// Inline styles on theme variables: the package's components carry no stylesheet of their own.
const formMessageStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
};
const actionsStyle: CSSProperties = { display: 'flex', gap: vars.space.sm };
/** The outline of the field a fix link opened the form on. */
const FIX_TARGET_OUTLINE = `3px solid ${vars.color.warning}`;

const strings = {
  submit: { en: 'Save', kh: 'រក្សាទុក' },
  reload: { en: 'Load the latest version', kh: 'ផ្ទុកកំណែចុងក្រោយ' },
} as const;

/** What a field's control may take the focus on: the first enabled input, button or date segment. */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [role="spinbutton"]:not([aria-disabled="true"])';

/** The form's own parts besides the fields: the submit, the saved notice, the fix link's field, the stale action. */
export interface SchemaFormViewOptions {
  /** The submit button's label. @default Save / រក្សាទុក */
  submitLabel?: string | undefined;
  /** An accessible name for the form. */
  'aria-label'?: string | undefined;
  /** Hide the submit button (when the caller renders its own). @default false */
  hideSubmit?: boolean | undefined;
  /** Shown (as a status) after a save went through, until the next change. @default none */
  savedMessage?: string | undefined;
  /**
   * A field to open the form on (a validation error's fix link, `?field=`): outlined, scrolled into view and its
   * control focused (in a locked form, whose controls are disabled, the field itself).
   */
  focusField?: string | undefined;
  /**
   * Offered beside the message when the server refused a save as stale (`stale_version`): load the latest record.
   * The input stays until the caller starts the form again from what it loads.
   */
  onReloadLatest?: (() => unknown) | undefined;
  /** The label of that action. @default Load the latest version / ផ្ទុកកំណែចុងក្រោយ */
  reloadLabel?: string | undefined;
}

export interface SchemaFormProps<S extends z.ZodType> extends UseSchemaFormOptions<S>, SchemaFormViewOptions {
  /** The fields, given the form's API (`form.text('nameEn')`, `form.select('province')`…). */
  children: (form: SchemaFormApi<S>) => ReactNode;
}

/** Wires a schema to fields: validation as you type, errors on the right field, server errors, input kept. */
export function SchemaForm<S extends z.ZodType>(props: SchemaFormProps<S>) {
  const {
    children,
    submitLabel,
    hideSubmit,
    'aria-label': ariaLabel,
    savedMessage,
    focusField,
    onReloadLatest,
    reloadLabel,
    ...options
  } = props;
  const form = useSchemaForm(options);
  return (
    <SchemaFormView
      form={form}
      submitLabel={submitLabel}
      hideSubmit={hideSubmit}
      aria-label={ariaLabel}
      savedMessage={savedMessage}
      focusField={focusField}
      onReloadLatest={onReloadLatest}
      reloadLabel={reloadLabel}
    >
      {children}
    </SchemaFormView>
  );
}

/** Outline the field a fix link names, bring it into view and focus it when it can take the focus. */
function useFocusField(rootRef: RefObject<HTMLElement | null>, path: string | undefined) {
  useEffect(() => {
    const root = rootRef.current;
    if (!path || !root) return;
    // Inside a quoted attribute value only quotes and backslashes need escaping.
    const escaped = path.replace(/["\\]/g, '\\$&');
    const field = root.querySelector<HTMLElement>(`[data-field="${escaped}"], [name="${escaped}"]`);
    if (!field) return;
    field.dataset.fixTarget = 'true';
    field.style.outline = FIX_TARGET_OUTLINE;
    field.style.outlineOffset = '2px';
    field.scrollIntoView?.({ block: 'center' });
    const control = field.matches(FOCUSABLE) ? field : field.querySelector<HTMLElement>(FOCUSABLE);
    control?.focus();
    // A locked form's fields are disabled: the field itself takes the focus, so a screen reader reads what to fix.
    if (!control || document.activeElement !== control) {
      field.tabIndex = -1;
      field.focus();
    }
  }, [rootRef, path]);
}

/** The form element for an existing `useSchemaForm` (when the caller needs the API outside the form). */
export function SchemaFormView<S extends z.ZodType>({
  form,
  children,
  submitLabel,
  hideSubmit = false,
  'aria-label': ariaLabel,
  savedMessage,
  focusField,
  onReloadLatest,
  reloadLabel,
}: SchemaFormViewOptions & {
  form: SchemaFormApi<S>;
  children: (form: SchemaFormApi<S>) => ReactNode;
}) {
  const lang: Lang = form.lang;
  useFocusField(form.formRef, focusField);
  return (
    <div ref={form.formRef}>
      <Form onSubmit={(e) => void form.handleSubmit(e)} validationBehavior="aria" aria-label={ariaLabel}>
        {form.formMessage && (
          <div role="alert" style={formMessageStyle}>
            {form.formMessage}
            {form.isStale && onReloadLatest && (
              <Button variant="secondary" size="sm" onPress={() => void onReloadLatest()}>
                {reloadLabel ?? strings.reload[lang]}
              </Button>
            )}
          </div>
        )}
        {children(form)}
        {form.isSaved && savedMessage && (
          <Alert tone="success" live>
            {savedMessage}
          </Alert>
        )}
        {!hideSubmit && !form.isDisabled && (
          <div style={actionsStyle}>
            <Button type="submit" isPending={form.isSubmitting}>
              {submitLabel ?? strings.submit[lang]}
            </Button>
          </div>
        )}
      </Form>
    </div>
  );
}
