import { Select, Switch, TextField } from '@dfr/ui';
import { labelsIn, optionsOf } from '../labels';
import {
  DEFAULT_EXPORT_SETTINGS,
  DOCUMENT_LANGUAGE_LABELS,
  type ExportSettingsInput,
  exportSettingsSchema,
  ORIENTATION_LABELS,
  PAGE_NUMBER_POSITION_LABELS,
  PAGE_SIZES,
} from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export interface ExportSettingsFormProps {
  onSubmit: (data: ExportSettingsInput) => unknown;
  defaultValues?: Record<string, unknown>;
  serverErrors?: ServerFieldErrors;
  submitLabel?: string;
}

/** Export settings: page size, orientation, margin, header, footer, page numbers and their position, main colour, document language. */
export function ExportSettingsForm({ onSubmit, defaultValues, serverErrors, submitLabel }: ExportSettingsFormProps) {
  return (
    <SchemaForm
      schema={exportSettingsSchema}
      onSubmit={onSubmit}
      defaultValues={{ ...DEFAULT_EXPORT_SETTINGS, ...defaultValues }}
      serverErrors={serverErrors}
      submitLabel={submitLabel}
    >
      {(form) => {
        const label = labelsIn(form.lang);
        const colour = typeof form.values.mainColour === 'string' ? form.values.mainColour : '';
        return (
          <>
            <Select
              {...form.select('pageSize')}
              label={label('pageSize')}
              items={PAGE_SIZES.map((p) => ({ id: p, label: p }))}
              isRequired
            />
            <Select
              {...form.select('orientation')}
              label={label('orientation')}
              items={optionsOf(ORIENTATION_LABELS, form.lang)}
              isRequired
            />
            <TextField {...form.text('margin')} label={label('margin')} inputMode="numeric" isRequired />
            <TextField {...form.text('header')} label={label('header')} />
            <TextField {...form.text('footer')} label={label('footer')} />
            <Switch {...form.checkbox('pageNumber')}>{label('pageNumber')}</Switch>
            <Select
              {...form.select('pageNumberPosition')}
              label={label('pageNumberPosition')}
              items={optionsOf(PAGE_NUMBER_POSITION_LABELS, form.lang)}
              isRequired
            />
            <Select
              {...form.select('documentLanguage')}
              label={label('documentLanguage')}
              items={optionsOf(DOCUMENT_LANGUAGE_LABELS, form.lang)}
              isRequired
            />
            <TextField
              {...form.text('mainColour')}
              label={label('mainColour')}
              isRequired
              prefix={
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    inlineSize: '1em',
                    blockSize: '1em',
                    borderRadius: 2,
                    background: /^#?[0-9a-fA-F]{3,6}$/.test(colour) ? `#${colour.replace('#', '')}` : 'transparent',
                    border: '1px solid currentColor',
                  }}
                />
              }
            />
          </>
        );
      }}
    </SchemaForm>
  );
}
