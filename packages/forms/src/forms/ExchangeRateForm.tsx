import { DatePicker, Select, TextField } from '@dfr/ui';
import { labelsIn, optionsOf } from '../labels';
import { type ExchangeRateInput, exchangeRateSchema, RATE_TYPE_LABELS } from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export interface ExchangeRateFormProps {
  onSubmit: (data: ExchangeRateInput) => unknown;
  defaultValues?: Record<string, unknown>;
  serverErrors?: ServerFieldErrors;
  submitLabel?: string;
}

/** An exchange rate (KHR per unit of the currency): every field of the specification. */
export function ExchangeRateForm({ onSubmit, defaultValues, serverErrors, submitLabel }: ExchangeRateFormProps) {
  return (
    <SchemaForm
      schema={exchangeRateSchema}
      onSubmit={onSubmit}
      defaultValues={{ currency: 'USD', rateType: 'official', ...defaultValues }}
      serverErrors={serverErrors}
      submitLabel={submitLabel}
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
