import type { InferRequestType } from 'hono/client';
import { api, call, param } from '../../api/client';

const rates = api.api['exchange-rates'];
const rate = rates[':id'];

export type NewRate = InferRequestType<typeof rates.$post>['json'];

/** Adds a rate (the official ones for regulator staff). */
export const addRate = (body: NewRate) => call(rates.$post({ query: {}, json: body }));

/** Changes a rate, at the version as read. */
export const editRate = (id: string, body: InferRequestType<typeof rate.$patch>['json']) =>
  call(rate.$patch({ param: param({ id }), json: body }));

/** Where rates come from in bulk: our CSV, the national bank's publication file, or its fetch now. */
export type RatesSource = 'csv' | 'nbc' | 'fetch-nbc';

/** Imports rates (the file sent as it is) or fetches the national bank's publication; says how many changed. */
export function importRates(source: RatesSource, file?: File) {
  if (source === 'fetch-nbc') return call(rates['fetch-nbc'].$post());
  const init: RequestInit = file
    ? {
        headers: { 'content-type': file.name.toLowerCase().endsWith('.xml') ? 'application/xml' : 'text/csv' },
        body: file,
      }
    : {};
  return source === 'csv'
    ? call(rates.import.$post({ query: { dryRun: 'false' } }, { init }))
    : call(rates['import-nbc'].$post({ query: { dryRun: 'false' } }, { init }));
}
