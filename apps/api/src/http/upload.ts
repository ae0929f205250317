import type { Context } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
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
  /** Sent by the browser straight to the object store (a presigned PUT): already kept there under this id and key. */
  stored?: { id: string; key: string };
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
  return checkUpload(name, type, bytes, accept);
}

/** The size and type checks every file goes through, sent to the API or read back from the object store. */
function checkUpload(name: string, type: string, bytes: Uint8Array, accept: readonly UploadKind[]): Upload {
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

/** The extensions a direct upload may name, by the kinds a route accepts. */
const EXTENSIONS: Record<UploadKind, string> = { csv: '.csv', xlsx: '.xlsx', xml: '.xml' };

/** A file name safe as the last part of an object key (the original name stays in the upload's row). */
export const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100) || 'file';

/** Where a kept file of an entity lives in the object store (`uploads/<entity>/<id>/<name>`). */
export const uploadKey = (entityId: string, uploadId: string, name: string) =>
  `uploads/${entityId}/${uploadId}/${safeFileName(name)}`;

/** The import routes' query naming a file put straight into the object store (instead of a body). */
export const storedUploadQuery = {
  upload: z.string().max(64).optional().describe('The uploadId of a presigned upload (no body then)'),
  name: z.string().max(1000).optional().describe('Its file name, as given to the presign'),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** 422 on the field at fault unless the name ends in an accepted extension (and is not absurdly long). */
export function checkUploadName(name: string, accept: readonly UploadKind[]) {
  const lower = name.toLowerCase();
  if (!name.trim() || name.length > 255 || !accept.some((k) => lower.endsWith(EXTENSIONS[k])))
    throw invalid('validation_failed', {
      fileName: {
        key: 'upload_file_name',
        params: { types: accept.map((k) => EXTENSIONS[k]).join(', ') },
      },
    });
}

/**
 * The file a browser put straight into the object store with a presigned URL (`?upload=<id>&name=<file>` on an import
 * route instead of a body): read back from `uploads/<entity>/<id>/<name>` and checked as an upload sent to the API.
 * An id the platform could not have given out is refused; a missing object (the PUT never finished, or the orphan
 * sweep removed it) is 404 `upload_not_found`.
 */
export async function readStoredUpload(
  c: Context<AppContext>,
  entityId: string,
  stored: { upload: string; name?: string },
): Promise<Upload> {
  const accept = c.get('uploadKinds');
  if (!accept?.length) throw new Error(`${c.req.method} ${c.req.path} reads a file its routeDoc does not declare`);
  if (!UUID.test(stored.upload)) throw invalid('validation_failed', { upload: 'upload_id_invalid' });
  const name = stored.name ?? '';
  checkUploadName(name, accept);
  const key = uploadKey(entityId, stored.upload, name);
  const bytes = await c.var.deps.storage.get(key);
  if (!bytes) throw new ApiError(404, 'UPLOAD_NOT_FOUND', 'upload_not_found');
  // The type its name declares (the store keeps no trustworthy one): an .xlsx that is no workbook is refused.
  const lower = name.toLowerCase();
  const type = lower.endsWith('.xlsx') ? XLSX_TYPE : lower.endsWith('.xml') ? 'application/xml' : 'text/csv';
  return { ...checkUpload(name, type, new Uint8Array(bytes), accept), stored: { id: stored.upload, key } };
}

/**
 * The request's body, refused with 413 `payload_too_large` as soon as it would hold more than `maxBytes` (by its
 * declared length before anything is read, else while it streams): a presigned PUT's bound (issue 33).
 */
export async function readBoundedBody(c: Context, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'payload_too_large');
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
