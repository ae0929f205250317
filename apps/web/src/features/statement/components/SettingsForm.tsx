import { StatementSettingsForm } from '@dfr/forms';
import { defaultStatementSettings, type StatementSettings } from '@dfr/statement-engine';

/** A new statement's settings for a year (the engine's defaults). */
export const defaultSettings = defaultStatementSettings;

export interface SettingsFormProps {
  initial: StatementSettings;
  /** Reporting years that already have statements (an existing period cannot be recreated). */
  takenYears: number[];
  /** Editing an existing statement: the year cannot change. */
  existing?: boolean;
  disabled?: boolean;
  submitLabel: string;
  onSubmit: (settings: StatementSettings) => Promise<void>;
  /** A setting to open the form on (a validation error's fix link): focused and scrolled into view. */
  focusField?: string;
}

/** Every setting of a statement (the specification's statement fields), on @dfr/forms' StatementSettingsForm. */
export function SettingsForm({
  initial,
  takenYears,
  existing = false,
  disabled = false,
  submitLabel,
  onSubmit,
  focusField,
}: SettingsFormProps) {
  return (
    <StatementSettingsForm
      defaultValues={{ ...initial }}
      takenYears={existing ? [] : takenYears}
      isYearFixed={existing}
      isDisabled={disabled}
      submitLabel={submitLabel}
      focusField={focusField}
      // The fields the form does not show (the comparative and historical rates, the standard…) stay as they were.
      onSubmit={(data) => onSubmit({ ...initial, ...data } as StatementSettings)}
    />
  );
}
