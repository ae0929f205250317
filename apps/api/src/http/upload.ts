import type { Context } from 'hono';
import { ApiError } from './errors';

export const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'];
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Largest accepted upload (a 10,000-line trial balance is well under 1 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Largest accepted JSON body (texts in both languages included). */
export const MAX_JSON_BYTES = 4 * 1024 * 1024;

export interface Upload {
  name: string;
  kind: 'csv' | 'xlsx' | 'xml';
  bytes: Uint8Array;
  /** The text of a CSV or XML upload. */
  text: string;
}

/** 415 naming the accepted types ("CSV, XLSX"). */
const unsupported = (accept: Upload['kind'][]) =>
  new ApiError(415, 'UNSUPPORTED_FILE', 'unsupported_file', undefined, {
    types: accept.map((kind) => kind.toUpperCase()).join(', '),
  });

/**
 * Reads an uploaded file, sent either as the raw body (content-type of the file) or as multipart form field `file`,
 * and checks its type (by declared type and by content) and size.
 */
export async function readUpload(c: Context, accept: Upload['kind'][] = ['csv', 'xlsx']): Promise<Upload> {
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  let name = 'upload';
  let type = contentType;
  let bytes: Uint8Array;
  if (contentType === 'multipart/form-data') {
    const form = await c.req.formData();
    const file = form.get('file');
    if (!file || typeof file === 'string')
      throw new ApiError(422, 'VALIDATION_FAILED', 'validation_failed', { file: 'required' });
    name = file.name;
    type = (file.type || '').toLowerCase();
    bytes = new Uint8Array(await file.arrayBuffer());
  } else {
    bytes = new Uint8Array(await c.req.arrayBuffer());
  }
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'payload_too_large');
  if (bytes.byteLength === 0) throw new ApiError(422, 'VALIDATION_FAILED', 'validation_failed', { file: 'required' });
  const looksZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const declaredXlsx = type === XLSX_TYPE || name.toLowerCase().endsWith('.xlsx');
  const declaredCsv = CSV_TYPES.includes(type) || name.toLowerCase().endsWith('.csv') || type === '';
  const declaredXml = ['application/xml', 'text/xml'].includes(type) || name.toLowerCase().endsWith('.xml');
  let kind: Upload['kind'];
  if (declaredXlsx && looksZip) kind = 'xlsx';
  else if (declaredXml && accept.includes('xml') && !looksZip && !bytes.includes(0)) kind = 'xml';
  else if (declaredCsv && !looksZip && !bytes.includes(0)) kind = 'csv';
  else throw unsupported(accept);
  if (!accept.includes(kind)) throw unsupported(accept);
  return { name, kind, bytes, text: kind === 'xlsx' ? '' : new TextDecoder().decode(bytes) };
}
