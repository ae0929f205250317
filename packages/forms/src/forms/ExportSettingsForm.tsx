import { Radio, RadioGroup, Select, Switch, TextField } from '@dfr/ui';
import { labelsIn, optionsOf } from '../labels';
import {
  DEFAULT_EXPORT_SETTINGS,
  DOCUMENT_LANGUAGE_LABELS,
  type ExportSettingsInput,
  exportSettingsSchema,
  ORIENTATION_LABELS,
  ORIENTATIONS,
  PAGE_NUMBER_POSITION_LABELS,
  PAGE_SIZES,
} from '../rules';
import { SchemaForm, type SchemaFormViewOptions } from '../SchemaForm';
import type { ServerFieldErrors, UseSchemaFormOptions } from '../useSchemaForm';

/** What every saved record's form takes besides its fields: locked state, the rules' summary, saved, stale, fix link. */
export type SavedFormOptions = SchemaFormViewOptions &
  Pick<UseSchemaFormOptions<never>, 'isDisabled' | 'invalidMessage' | 'lang' | 'startSaved'>;

export interface ExportSettingsFormProps extends SavedFormOptions {
  onSubmit: (data: ExportSettingsInput) => unknown;
  defaultValues?: Record<string, unknown>;
  serverErrors?: ServerFieldErrors;
}

/** A swatch of the typed colour beside the field (transparent while the text is not a colour). */
function Swatch({ colour }: { colour: unknown }) {
  const text = typeof colour === 'string' ? colour : '';
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        inlineSize: '1em',
        blockSize: '1em',
        borderRadius: 2,
        background: /^#?[0-9a-fA-F]{3,6}$/.test(text) ? `#${text.replace('#', '')}` : 'transparent',
        border: '1px solid currentColor',
      }}
    />
  );
}

/** Export settings: page size, orientation, margin, header, footer, page numbers and their position, main colour, document language. */
export function ExportSettingsForm({ onSubmit, defaultValues, serverErrors, ...options }: ExportSettingsFormProps) {
  return (
    <SchemaForm
      schema={exportSettingsSchema}
      onSubmit={onSubmit}
      defaultValues={{ ...DEFAULT_EXPORT_SETTINGS, ...defaultValues }}
      serverErrors={serverErrors}
      {...options}
    >
      {(form) => {
        const label = labelsIn(form.lang);
        const placeholders = label('headerFooterPlaceholders');
        return (
          <>
            <Select
              {...form.select('pageSize')}
              label={label('pageSize')}
              items={PAGE_SIZES.map((p) => ({ id: p, label: p }))}
              isRequired
            />
            <RadioGroup {...form.radio('orientation')} label={label('orientation')} orientation="horizontal" isRequired>
              {ORIENTATIONS.map((o) => (
                <Radio key={o} value={o}>
                  {ORIENTATION_LABELS[o][form.lang]}
                </Radio>
              ))}
            </RadioGroup>
            <TextField {...form.text('margin')} label={label('margin')} inputMode="numeric" isRequired />
            <TextField {...form.text('header')} label={label('header')} description={placeholders} />
            <TextField {...form.text('footer')} label={label('footer')} description={placeholders} />
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
              prefix={<Swatch colour={form.values.mainColour} />}
            />
          </>
        );
      }}
    </SchemaForm>
  );
}
