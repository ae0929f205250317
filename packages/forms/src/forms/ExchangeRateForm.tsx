import { DatePicker, Select, TextField } from '@dfr/ui';
import { labelsIn, optionsOf } from '../labels';
import { type ExchangeRateInput, exchangeRateSchema, RATE_TYPE_LABELS } from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';
import type { SavedFormOptions } from './ExportSettingsForm';

export interface ExchangeRateFormProps extends SavedFormOptions {
  onSubmit: (data: ExchangeRateInput) => unknown;
  defaultValues?: Record<string, unknown>;
  serverErrors?: ServerFieldErrors;
}

/** An exchange rate (KHR per unit of the currency): every field of the specification. */
export function ExchangeRateForm({ onSubmit, defaultValues, serverErrors, ...options }: ExchangeRateFormProps) {
  return (
    <SchemaForm
      schema={exchangeRateSchema}
      onSubmit={onSubmit}
      defaultValues={{ currency: 'USD', rateType: 'official', ...defaultValues }}
      serverErrors={serverErrors}
      {...options}
    >
      {(form) => {
        const label = labelsIn(form.lang);
        const rate = (k: 'closingRate' | 'averageRate' | 'officialReportingRate' | 'monthlyAverage' | 'dailyRate') => (
          <TextField
            {...form.text(k)}
            label={label(k)}
            inputMode="decimal"
            isRequired={k === 'closingRate' || k === 'averageRate'}
          />
        );
        return (
          <>
            <TextField {...form.text('currency')} label={label('currency')} maxLength={3} isRequired />
            <DatePicker {...form.date('releaseDate')} label={label('releaseDate')} isRequired />
            <Select
              {...form.select('rateType')}
              label={label('rateType')}
              items={optionsOf(RATE_TYPE_LABELS, form.lang)}
              isRequired
            />
            {rate('closingRate')}
            {rate('averageRate')}
            {rate('officialReportingRate')}
            {rate('monthlyAverage')}
            {rate('dailyRate')}
          </>
        );
      }}
    </SchemaForm>
  );
}
