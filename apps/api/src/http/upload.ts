import type { Context } from 'hono';
import { ApiError, invalid } from './errors';

export const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'];
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Largest accepted upload (a 10,000-line trial balance is well under 1 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Largest accepted JSON body (texts in both languages included). */
export const MAX_JSON_BYTES = 4 * 1024 * 1024;

/** The kinds of file an import may accept. */
export type UploadKind = 'csv' | 'xlsx' | 'xml';

export interface Upload {
  name: string;
  kind: UploadKind;
  bytes: Uint8Array;
  /** The text of a CSV or XML upload. */
  text: string;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The files the matched route takes, as its `routeDoc({ upload })` declares them (and documents them). */
    uploadKinds: readonly UploadKind[];
  }
}

/** 415 naming the accepted types ("CSV, XLSX"). */
const unsupported = (accept: readonly UploadKind[]) =>
  new ApiError(415, 'UNSUPPORTED_FILE', 'unsupported_file', undefined, {
    types: accept.map((kind) => kind.toUpperCase()).join(', '),
  });

/** The name given to a raw body sent without one. */
export const UNNAMED_UPLOAD = 'upload';

/**
 * The user's file name, as kept and shown (issue 37): the last part of a path (a browser or client may send one),
 * without control characters, at most 255 characters; a name that is empty after that is `UNNAMED_UPLOAD`. Khmer and
 * other letters are kept; the storage key makes its own safe name from it.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters (below U+0020, and DEL) are dropped.
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? UNNAMED_UPLOAD : clean;
}

/**
 * The file name of a raw body: `X-File-Name` (percent-encoded UTF-8 for names beyond ASCII, as
 * `encodeURIComponent` makes it; a header carries no other non-ASCII text), else `Content-Disposition`'s
 * `filename*=UTF-8''…` or `filename="…"`.
 */
function rawBodyName(c: Context): string | undefined {
  const decode = (v: string) => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  };
  const header = c.req.header('x-file-name');
  if (header?.trim()) return decode(header.trim());
  const disposition = c.req.header('content-disposition') ?? '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) return decode(extended[1]!.trim());
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  return plain ? (plain[1] ?? plain[2])?.trim() : undefined;
}

/**
 * Reads an uploaded file, sent either as the raw body (content-type of the file; its name in `X-File-Name` or
 * `Content-Disposition`, else `upload`) or as multipart form field `file` (the web app's way: the name is the part's),
 * and checks its type (by declared type and by content) and size. The kinds accepted are the ones the route declares
 * in its `routeDoc({ upload })`, so that the API reference shows every route's file: a route that reads a file
 * without declaring it fails (500) in its own tests.
 */
export async function readUpload(c: Context): Promise<Upload> {
  const accept = c.get('uploadKinds');
  if (!accept?.length) throw new Error(`${c.req.method} ${c.req.path} reads a file its routeDoc does not declare`);
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  let name = UNNAMED_UPLOAD;
  let type = contentType;
  let bytes: Uint8Array;
  if (contentType === 'multipart/form-data') {
    const form = await c.req.formData();
    const file = form.get('file');
    if (!file || typeof file === 'string') throw invalid('validation_failed', { file: 'required' });
    name = cleanFileName(file.name);
    type = (file.type || '').toLowerCase();
    bytes = new Uint8Array(await file.arrayBuffer());
  } else {
    name = cleanFileName(rawBodyName(c));
    bytes = new Uint8Array(await c.req.arrayBuffer());
  }
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'payload_too_large');
  if (bytes.byteLength === 0) throw invalid('validation_failed', { file: 'required' });
  const looksZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const declaredXlsx = type === XLSX_TYPE || name.toLowerCase().endsWith('.xlsx');
  const declaredCsv = CSV_TYPES.includes(type) || name.toLowerCase().endsWith('.csv') || type === '';
  const declaredXml = ['application/xml', 'text/xml'].includes(type) || name.toLowerCase().endsWith('.xml');
  let kind: UploadKind;
  if (declaredXlsx && looksZip) kind = 'xlsx';
  else if (declaredXml && accept.includes('xml') && !looksZip && !bytes.includes(0)) kind = 'xml';
  else if (declaredCsv && !looksZip && !bytes.includes(0)) kind = 'csv';
  else throw unsupported(accept);
  if (!accept.includes(kind)) throw unsupported(accept);
  return { name, kind, bytes, text: kind === 'xlsx' ? '' : new TextDecoder().decode(bytes) };
}
