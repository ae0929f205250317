import { useLang } from '@dfr/ui';
import { type DateValue, parseDate } from '@internationalized/date';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  type FieldError,
  isIsoDate,
  issuesToErrors,
  type Lang,
  type MessageParams,
  normalizeDateInput,
  ROOT_PATH,
  resolveMessageKey,
  translate,
} from './rules';
import { getPath, isUnder, setPath } from './paths';

/** An option id (react-aria's Key). */
type Key = string | number;

/** Field errors from the server (the API envelope's `error.fields`): message keys, or texts already translated. */
export type ServerFieldErrors = Record<string, string | FieldError>;

/** What a failed submission may carry: field errors and a message for the whole form (e.g. `stale_version`). */
export interface SubmitFailure {
  fields?: ServerFieldErrors;
  /** A message key (or text) shown above the form. */
  message?: string;
  /** The values of the message's placeholders (the envelope's `message_params`). */
  messageParams?: MessageParams;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/**
 * The field errors of an envelope: its `field_keys` (message keys, with `field_params` for their placeholders), so
 * they follow a change of language; the translated `fields` texts only for fields without a key.
 */
function envelopeFields(envelope: Record<string, unknown>): ServerFieldErrors | undefined {
  const texts = isRecord(envelope.fields) ? envelope.fields : undefined;
  const keys = isRecord(envelope.field_keys) ? envelope.field_keys : undefined;
  if (!keys) return texts as ServerFieldErrors | undefined;
  const params = isRecord(envelope.field_params) ? envelope.field_params : {};
  const out: ServerFieldErrors = { ...(texts as ServerFieldErrors | undefined) };
  for (const [path, key] of Object.entries(keys)) {
    if (typeof key !== 'string') continue;
    const values = params[path];
    out[path] = isRecord(values) ? { key, params: values as FieldError['params'] } : key;
  }
  return out;
}

/**
 * The server's errors out of whatever `onSubmit` threw: an ApiError of the web client (`fields`, `messageKey`, and
 * `envelope`, the envelope itself), the JSON envelope `{ error: { fields, field_keys, field_params, message_key } }`,
 * or a `SubmitFailure`. Field keys win over field texts. `null` when it carries none.
 */
export function serverErrorsOf(error: unknown): SubmitFailure | null {
  if (error === null || typeof error !== 'object') return null;
  const e = error as Record<string, unknown>;
  const envelope = (isRecord(e.error) ? e.error : isRecord(e.envelope) ? { ...e, ...e.envelope } : e) as Record<
    string,
    unknown
  >;
  const fields = envelopeFields(envelope);
  const key = envelope.message_key ?? envelope.messageKey;
  let message: string | undefined;
  if (typeof key === 'string') {
    // A key of the catalogue is kept (it follows a change of language); otherwise the server's own text.
    message = resolveMessageKey(key) ?? (typeof envelope.message === 'string' ? envelope.message : 'unexpected_error');
  } else if (fields) {
    message = 'validation_failed';
  } else if (error instanceof TypeError) {
    // fetch rejects with a TypeError when the network fails; its text is not for users.
    message = 'network_error';
  }
  if (!fields && !message) return null;
  const messageParams = isRecord(envelope.message_params) ? (envelope.message_params as MessageParams) : undefined;
  return {
    ...(fields ? { fields } : {}),
    ...(message ? { message } : {}),
    ...(message && messageParams ? { messageParams } : {}),
  };
}

export interface UseSchemaFormOptions<S extends z.ZodType> {
  /** The rules (from `@dfr/forms/rules`). */
  schema: S;
  /** The values the form starts with (nested like the schema). */
  defaultValues?: Record<string, unknown>;
  /**
   * Called with the parsed values when they pass the rules. Throw (or reject) with an API error to show its field
   * errors on the fields; the user's input stays.
   */
  onSubmit?: (data: z.output<S>) => unknown;
  /** Server field errors to show now (e.g. from a request made outside `onSubmit`). */
  serverErrors?: ServerFieldErrors;
  /** The language of messages. @default the language of the surrounding UIProvider */
  lang?: Lang;
  /** Locked: every field is disabled (a statement past its draft, a reader without the right). @default false */
  isDisabled?: boolean;
  /**
   * A message (a key of the catalogue, or a text) shown above the form when a submission fails the rules, so the
   * user learns that nothing was sent. @default none
   */
  invalidMessage?: string;
  /**
   * The values are what the user has just saved (the caller started the form again from the saved record): the
   * saved notice shows until the first change. @default false
   */
  startSaved?: boolean;
}

export interface FieldBinding {
  name: string;
  isInvalid: boolean;
  errorMessage?: string;
  /** The field's path, on its root element: a fix link (`focusField`) finds the field by it. */
  'data-field': string;
  isDisabled?: boolean;
}

function resolve(error: string | FieldError, lang: Lang): string {
  return typeof error === 'string' ? translate(error, lang) : translate(error.key, lang, error.params);
}

/** The value of a date field left half typed (month and day, no year…): not a date, so the rules refuse it. */
const INCOMPLETE_DATE = 'incomplete';

const asText = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/**
 * A form driven by a schema: holds the values as typed, validates as the user types (once a field has been left)
 * and on submit, shows each error on its field in the current language, keeps the input when anything fails, and
 * shows server-side field errors against the same fields until the user changes them.
 */
export function useSchemaForm<S extends z.ZodType>({
  schema,
  defaultValues = {},
  onSubmit,
  serverErrors: serverErrorsProp,
  lang: langProp,
  isDisabled = false,
  invalidMessage,
  startSaved = false,
}: UseSchemaFormOptions<S>) {
  const contextLang = useLang();
  const lang = langProp ?? contextLang;
  const [values, setValues] = useState<Record<string, unknown>>(defaultValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // True after a save went through, until the next change: the caller's "saved" notice shows meanwhile.
  const [isSaved, setSaved] = useState(startSaved);
  const [server, setServer] = useState<{ fields: ServerFieldErrors; message?: string; messageParams?: MessageParams }>({
    fields: {},
  });
  const [changedSinceServer, setChangedSinceServer] = useState<Record<string, boolean>>({});
  const formRef = useRef<HTMLDivElement | null>(null);

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const clientErrors = useMemo(() => (result.success ? {} : issuesToErrors(result.error)), [result]);

  const allServerFields = useMemo(() => ({ ...serverErrorsProp, ...server.fields }), [serverErrorsProp, server]);

  /** The visible error of a field: the rules' once touched or submitted, else the server's until changed. */
  const errorOf = useCallback(
    (path: string): string | undefined => {
      const client = clientErrors[path];
      if (client && (submitted || touched[path])) return resolve(client, lang);
      const fromServer = allServerFields[path];
      if (fromServer && !changedSinceServer[path]) return resolve(fromServer, lang);
      return undefined;
    },
    [clientErrors, submitted, touched, lang, allServerFields, changedSinceServer],
  );

  const setValue = useCallback((path: string, value: unknown) => {
    setValues((v) => setPath(v, path, value));
    setSaved(false);
    setChangedSinceServer((c) => (c[path] ? c : { ...c, [path]: true }));
  }, []);

  const touch = useCallback((path: string) => setTouched((t) => (t[path] ? t : { ...t, [path]: true })), []);

  /** Show the server's errors (field messages and a form message) against the fields. */
  const setServerErrors = useCallback(
    (fields: ServerFieldErrors = {}, message?: string, messageParams?: MessageParams) => {
      setServer(message ? { fields, message, ...(messageParams ? { messageParams } : {}) } : { fields });
      setChangedSinceServer({});
    },
    [],
  );

  const focusFirstError = useCallback(() => {
    queueMicrotask(() => {
      const el = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      el?.focus();
    });
  }, []);

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      const parsed = schema.safeParse(values);
      setSaved(false);
      if (!parsed.success) {
        setServer(invalidMessage ? { fields: {}, message: invalidMessage } : { fields: {} });
        focusFirstError();
        return;
      }
      if (!onSubmit) return;
      setSubmitting(true);
      try {
        await onSubmit(parsed.data);
        setServer({ fields: {} });
        setSaved(true);
      } catch (error) {
        const failure = serverErrorsOf(error);
        setServerErrors(failure?.fields ?? {}, failure?.message ?? 'unexpected_error', failure?.messageParams);
        setSubmitted(false);
        focusFirstError();
      } finally {
        setSubmitting(false);
      }
    },
    [schema, values, onSubmit, setServerErrors, focusFirstError, invalidMessage],
  );

  const reset = useCallback(
    (next: Record<string, unknown> = defaultValues) => {
      setValues(next);
      setTouched({});
      setSubmitted(false);
      setServer({ fields: {} });
    },
    [defaultValues],
  );

  /**
   * A field left: its rules' errors show from now on, except when the focus went to the form's submit button. The
   * submission checks every field anyway, and an error appearing between the press and the release would move the
   * button from under the pointer and swallow the click.
   */
  const leave = (path: string) => (event?: { relatedTarget?: EventTarget | null }) => {
    const next = event?.relatedTarget;
    if (next instanceof Element && next.getAttribute('type') === 'submit' && formRef.current?.contains(next)) return;
    touch(path);
  };

  const bind = (path: string): FieldBinding => {
    const errorMessage = errorOf(path);
    return {
      name: path,
      'data-field': path,
      isInvalid: errorMessage !== undefined,
      ...(errorMessage ? { errorMessage } : {}),
      ...(isDisabled ? { isDisabled } : {}),
    };
  };

  /** Props for a TextField / TextArea / DatePicker-as-text: the text as typed. */
  const text = (path: string) => ({
    ...bind(path),
    value: asText(getPath(values, path)),
    onChange: (v: string) => setValue(path, v),
    onBlur: leave(path),
    validationBehavior: 'aria' as const,
  });

  /** Props for a Select: the selected option id. */
  const select = (path: string) => {
    const v = getPath(values, path);
    return {
      ...bind(path),
      selectedKey: (v === undefined || v === '' ? null : (v as Key)) as Key | null,
      onSelectionChange: (key: Key | null) => {
        setValue(path, key ?? undefined);
        touch(path);
      },
      onBlur: leave(path),
      validationBehavior: 'aria' as const,
    };
  };

  /** Props for a RadioGroup: the chosen option's value. */
  const radio = (path: string) => {
    const v = getPath(values, path);
    return {
      ...bind(path),
      value: v === undefined || v === null ? null : String(v),
      onChange: (value: string) => {
        setValue(path, value);
        touch(path);
      },
      validationBehavior: 'aria' as const,
    };
  };

  /** Props for a Checkbox or Switch. */
  const checkbox = (path: string) => ({
    name: path,
    'data-field': path,
    ...(isDisabled ? { isDisabled } : {}),
    isSelected: getPath(values, path) === true,
    onChange: (v: boolean) => {
      setValue(path, v);
      touch(path);
    },
  });

  /** Props for a DatePicker (mm/dd/yyyy with a calendar); the value is kept as an ISO date. */
  const date = (path: string) => {
    const v = normalizeDateInput(getPath(values, path));
    return {
      ...bind(path),
      value: typeof v === 'string' && isIsoDate(v) ? parseDate(v) : null,
      onChange: (d: DateValue | null) => {
        setValue(path, d ? d.toString().slice(0, 10) : undefined);
        touch(path);
      },
      // A date left half typed is no date: kept as typed so the rules refuse it and the save says why.
      onIncomplete: () => {
        setValue(path, INCOMPLETE_DATE);
        touch(path);
      },
      onBlur: leave(path),
      validationBehavior: 'aria' as const,
    };
  };

  /** Props for a CheckboxGroup (a list of selected values, kept as text). */
  const checkboxGroup = (path: string) => {
    const v = getPath(values, path);
    return {
      ...bind(path),
      value: Array.isArray(v) ? v.map(String) : [],
      onChange: (selected: string[]) => {
        setValue(path, selected);
        touch(path);
      },
      validationBehavior: 'aria' as const,
    };
  };

  /** Props for a YesNoQuestion (yes, no or not answered). */
  const yesNo = (path: string) => {
    const v = getPath(values, path);
    return {
      ...bind(path),
      value: typeof v === 'boolean' ? v : null,
      onChange: (answer: boolean) => {
        setValue(path, answer);
        touch(path);
      },
    };
  };

  /** Props for an AmountField (whole amounts). */
  const amount = (path: string) => {
    const v = getPath(values, path);
    return {
      ...bind(path),
      value: typeof v === 'number' ? v : null,
      onChange: (n: number | null) => {
        setValue(path, n ?? undefined);
        touch(path);
      },
    };
  };

  /** Props for a NumberField (a count: whole, not negative); an empty field is no value. */
  const count = (path: string) => {
    const v = getPath(values, path);
    return {
      ...bind(path),
      value: typeof v === 'number' ? v : Number.NaN,
      onChange: (n: number) => {
        setValue(path, Number.isNaN(n) ? undefined : n);
        touch(path);
      },
      minValue: 0,
      step: 1,
      validationBehavior: 'aria' as const,
    };
  };

  /** Props for a CodeInput. */
  const code = (path: string) => ({
    ...bind(path),
    value: asText(getPath(values, path)),
    onChange: (v: string) => setValue(path, v),
  });

  /** Errors under a path that no field shows (e.g. a whole list), for a summary. */
  const errorsUnder = (prefix: string) =>
    Object.keys({ ...clientErrors, ...allServerFields })
      .filter((p) => isUnder(p, prefix))
      .map((p) => [p, errorOf(p)] as const)
      .filter((e): e is readonly [string, string] => e[1] !== undefined);

  const formMessage = server.message ? translate(server.message, lang, server.messageParams) : undefined;
  const rootError = errorOf(ROOT_PATH);

  return {
    values,
    setValue,
    setValues,
    touch,
    errorOf,
    errorsUnder,
    /** The rules' verdict on the current values. */
    isValid: result.success,
    /** The last save went through and nothing changed since. */
    isSaved,
    /** The server refused the last save because the record changed since it was read (`stale_version`). */
    isStale: server.message === 'stale_version',
    isDisabled,
    submitted,
    isSubmitting,
    /** A message for the whole form: the server's, or an error of the whole input. */
    formMessage: formMessage ?? rootError,
    setServerErrors,
    handleSubmit,
    reset,
    formRef,
    lang,
    bind,
    text,
    select,
    radio,
    checkbox,
    checkboxGroup,
    date,
    yesNo,
    amount,
    count,
    code,
  };
}

export type SchemaFormApi<S extends z.ZodType = z.ZodType> = ReturnType<typeof useSchemaForm<S>>;
