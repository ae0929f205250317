import { translate } from '@dfr/forms/rules';
import { useLang } from '@dfr/ui';
import { useState } from 'react';
import { useErrorMessage, useFieldErrors } from '../../features/shell/errorMessages';

/** What the hook needs of a @dfr/forms schema (zod's `safeParse`), without the web importing zod. */
interface Rule<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A desk dialog's typed-confirm submit: the fields are checked with @dfr/forms' rule first (each error on its field,
 * in the reader's language), then sent; the API's field errors land on the same fields, any other error above the
 * action. A failure keeps the dialog open with what was typed.
 */
export function useTypedConfirm<T>(schema: Rule<T>) {
  const lang = useLang();
  const errorText = useErrorMessage();
  const fieldErrors = useFieldErrors();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const submit = async (input: unknown, send: (data: T) => Promise<unknown>) => {
    setError(null);
    setFields({});
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[issue.path.map(String).join('.')] ??= translate(issue.message, lang);
      setFields(found);
      throw new Error('invalid');
    }
    try {
      await send(parsed.data);
    } catch (e) {
      setFields(fieldErrors(e));
      setError(e);
      throw e;
    }
  };
  const message = error && !Object.keys(fields).length ? errorText(error) : undefined;
  return { fields, message, submit };
}
