import { z } from 'zod';
import {
  accountCreateSchema,
  accountPatchSchema,
  commandBodySchema,
  credentialRequestSchema,
  entityInfoSchema,
  entityPatchSchema,
  exchangeRatePatchSchema,
  exchangeRateSchema,
  inviteSchema,
  manualInputBodySchema,
  notesBodySchema,
  profilePatchSchema,
  removeUserSchema,
  roleChangeSchema,
  statementCreateSchema,
  statementPatchSchema,
  textsBodySchema,
  transferSchema,
} from '../../http/schemas';
import { exportSettingsBodySchema } from '../../http/schemas';

interface RouteDoc {
  tag: string;
  summary: string;
  body?: z.ZodType;
  /** The body is a file (CSV or XLSX), raw or as multipart field `file`. */
  upload?: boolean;
  query?: Record<string, string>;
  /** Answers something other than JSON. */
  produces?: string;
  public?: boolean;
}

/** Every API route, documented. A test checks this table against the routes the app really serves. */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /api/health': { tag: 'System', summary: 'Liveness and readiness (the database answers).', public: true },
  'GET /api/openapi.json': { tag: 'System', summary: 'This OpenAPI document.', public: true },
  'GET /api/docs': {
    tag: 'System',
    summary: 'The browsable API reference (works offline).',
    produces: 'text/html',
    public: true,
  },
  'GET /api/me': { tag: 'Me', summary: 'The signed-in user: profile, firm details and memberships.' },
  'PATCH /api/me': { tag: 'Me', summary: 'Update profile and firm details.', body: profilePatchSchema },
  'GET /api/entities': { tag: 'Entities', summary: 'Entities I am a member of, with my role (the entity switcher).' },
  'POST /api/entities': {
    tag: 'Entities',
    summary: 'Create a reporting entity; I become its super admin. Duplicate registration numbers are refused (409).',
    body: entityInfoSchema,
  },
  'GET /api/entities/:entityId': { tag: 'Entities', summary: 'Read an entity.' },
  'PATCH /api/entities/:entityId': { tag: 'Entities', summary: 'Update an entity (admins).', body: entityPatchSchema },
  'GET /api/entities/:entityId/users': { tag: 'Users and access', summary: 'Members and pending invitations.' },
  'POST /api/entities/:entityId/users': {
    tag: 'Users and access',
    summary: 'Invite by email (an email is sent through the outbox).',
    body: inviteSchema,
  },
  'PATCH /api/entities/:entityId/users/:userId': {
    tag: 'Users and access',
    summary: 'Change a member’s role (`userId` is the membership id).',
    body: roleChangeSchema,
  },
  'DELETE /api/entities/:entityId/users/:userId': {
    tag: 'Users and access',
    summary: 'Remove a member: their email typed; the super admin cannot be removed.',
    body: removeUserSchema,
  },
  'POST /api/entities/:entityId/super-admin': {
    tag: 'Users and access',
    summary:
      'Transfer super admin rights to another member (`userId` is the user’s sub, `version` their membership’s version as read; type confirm).',
    body: transferSchema,
  },
  'GET /api/entities/:entityId/accounts': { tag: 'Chart of accounts', summary: 'The entity’s chart of accounts.' },
  'POST /api/entities/:entityId/accounts': {
    tag: 'Chart of accounts',
    summary: 'Add a custom account.',
    body: accountCreateSchema,
  },
  'PATCH /api/entities/:entityId/accounts/:code': {
    tag: 'Chart of accounts',
    summary: 'Edit an account, including its concept mapping.',
    body: accountPatchSchema,
  },
  'POST /api/entities/:entityId/accounts/import': {
    tag: 'Chart of accounts',
    summary:
      'Import a chart file (the engine’s format: code,name_en,name_kh,parent_code,account_type,concept,balance_type,period_type,mandatory). At most DFR_IMPORT_MAX_LINES lines and 2,000 characters a cell; `warnings` lists cells that begin like spreadsheet formulas (kept as text).',
    upload: true,
  },
  'GET /api/entities/:entityId/accounts/export': {
    tag: 'Chart of accounts',
    summary: 'Export the chart as CSV in the engine’s format.',
    produces: 'text/csv',
  },
  'GET /api/entities/:entityId/statements': {
    tag: 'Statements',
    summary: 'The entity’s statements, newest year first.',
  },
  'POST /api/entities/:entityId/statements': {
    tag: 'Statements',
    summary: 'Create a reporting period (a year must be selected; an existing period cannot be recreated).',
    body: statementCreateSchema,
  },
  'GET /api/statements/:statementId': {
    tag: 'Statements',
    summary: 'A statement with its settings, stage, version and who did what.',
  },
  'PATCH /api/statements/:statementId': {
    tag: 'Statements',
    summary: 'Save settings (draft only).',
    body: statementPatchSchema,
  },
  'GET /api/statements/:statementId/trial-balance': { tag: 'Statements', summary: 'The saved trial-balance lines.' },
  'POST /api/statements/:statementId/trial-balance': {
    tag: 'Statements',
    summary:
      'Import a trial balance (CSV/XLSX: account_code,account_name,year,debit,credit). dryRun=true lists the problems by row and column (the first 100, `problemsNotShown` counts the rest); dryRun=false replaces the years’ lines in one transaction. At most DFR_IMPORT_MAX_LINES lines and 2,000 characters a cell; `warnings` lists cells that begin like spreadsheet formulas (kept as text).',
    upload: true,
    query: {
      year: 'Only this year (YYYY)',
      dryRun: 'true (default) or false',
      version: 'The statement version read (commit)',
    },
  },
  'GET /api/statements/:statementId/manual-input': { tag: 'Statements', summary: 'Figures typed per concept.' },
  'PUT /api/statements/:statementId/manual-input': {
    tag: 'Statements',
    summary: 'Type figures per concept (null removes).',
    body: manualInputBodySchema,
  },
  'GET /api/statements/:statementId/notes': { tag: 'Statements', summary: 'The notes’ structured data.' },
  'PUT /api/statements/:statementId/notes': {
    tag: 'Statements',
    summary: 'Save note data (SDGs must match the entity’s).',
    body: notesBodySchema,
  },
  'GET /api/statements/:statementId/texts': {
    tag: 'Statements',
    summary: 'Accounting policies and the directors’ statement.',
  },
  'PUT /api/statements/:statementId/texts': {
    tag: 'Statements',
    summary: 'Save policies and the directors’ statement.',
    body: textsBodySchema,
  },
  'GET /api/statements/:statementId/computed': {
    tag: 'Statements',
    summary: 'The engine’s statements (facts, rendering model) and ratios for the current version.',
  },
  'POST /api/statements/:statementId/commands/:command': {
    tag: 'Lifecycle',
    summary:
      'save-draft | finalize | validate (202, a job with progress on statements/<id>/jobs) | edit-request (4-digit code emailed) | edit-confirm (code) | reset (admins, confirm) | clear (draft, confirm) | approval-request (validated; a 6-digit code emailed to the director) | approve (approvers, code).',
    body: commandBodySchema,
  },
  'GET /api/statements/:statementId/validation': {
    tag: 'Lifecycle',
    summary: 'The latest validation result (genuine and possible errors).',
  },
  'GET /api/statements/:statementId/jobs/:jobId': {
    tag: 'Lifecycle',
    summary: 'A background job’s state and progress (polling fallback).',
  },
  'GET /api/statements/:statementId/xbrl': {
    tag: 'Exports',
    summary: 'The XBRL package (zip).',
    produces: 'application/zip',
  },
  'GET /api/statements/:statementId/ixbrl': {
    tag: 'Exports',
    summary: 'The Inline XBRL document.',
    produces: 'application/xhtml+xml',
  },
  'GET /api/exchange-rates': {
    tag: 'Exchange rates',
    summary: 'Rates, newest first.',
    query: { currency: 'ISO code', from: 'YYYY-MM-DD', to: 'YYYY-MM-DD' },
  },
  'POST /api/exchange-rates': {
    tag: 'Exchange rates',
    summary: 'Add a rate (entity admins).',
    body: exchangeRateSchema,
  },
  'PATCH /api/exchange-rates/:id': { tag: 'Exchange rates', summary: 'Edit a rate.', body: exchangeRatePatchSchema },
  'POST /api/exchange-rates/import': {
    tag: 'Exchange rates',
    summary:
      'Import a CSV (currency,closing_rate,average_rate,rate_type,official_reporting_rate,monthly_average,daily_rate,release_date): every problem by row, or all rows in one transaction.',
    upload: true,
    query: { dryRun: 'true or false (default)' },
  },
  'GET /api/exchange-rates/on': {
    tag: 'Exchange rates',
    summary: 'The rate on a date: the latest published on or before it.',
    query: { date: 'YYYY-MM-DD', currency: 'ISO code (default USD)', rateType: 'default official' },
  },
  'GET /api/notifications': {
    tag: 'Notifications',
    summary: 'My notifications (live on users/<sub>/notifications).',
    query: { unread: 'true|false', before: 'ISO time', limit: '1–200' },
  },
  'POST /api/notifications/:id/read': { tag: 'Notifications', summary: 'Mark one read.' },
  'GET /api/entities/:entityId/invoices': {
    tag: 'Invoices',
    summary: 'Invoices (one per financial year) and receipts.',
  },
  'GET /api/statements/:statementId/pdf': {
    tag: 'Statements',
    summary:
      "The financial statements as a PDF (cover, directors' statement, statements, policies, notes) with the entity's export settings; `language` overrides the settings' document language.",
    query: { language: 'en|kh|both' },
  },
  'POST /api/invoices/:invoiceId/pay': {
    tag: 'Invoices',
    summary: 'Pay an open invoice: the typed word confirm gives a fresh dynamic KHQR (payload, md5, expiry, image).',
  },
  'POST /api/invoices/:invoiceId/check': {
    tag: 'Invoices',
    summary: "Ask the bank now whether the invoice's code was paid (the poller also does, every few seconds).",
  },
  'GET /api/invoices/:invoiceId/receipt/pdf': {
    tag: 'Invoices',
    summary: "A paid invoice's receipt as a one-page PDF in the reader's language.",
  },
  'POST /api/regulator/invoices/:invoiceId/receive': {
    tag: 'Regulator',
    summary: 'Regulator staff: the fee reached the regulator (paid → received).',
  },
  'GET /api/entities/:entityId/uploads': {
    tag: 'Uploads',
    summary:
      'The files committed imports read (trial balances, charts), newest first: name, size, SHA-256, who and when.',
    query: { statementId: 'only the trial balances of this statement' },
  },
  'GET /api/entities/:entityId/uploads/:uploadId/file': {
    tag: 'Uploads',
    summary: 'One imported file as it was uploaded (its SHA-256 in the x-content-sha256 header).',
  },
  'GET /api/entities/:entityId/submissions': {
    tag: 'Submissions',
    summary: "The entity's submissions (e-filing receipts, decisions, reasons) and whether it may submit now.",
  },
  'POST /api/exchange-rates/import-nbc': {
    tag: 'Exchange rates',
    summary: "Regulator staff: import the national bank's daily publication (XML or CSV) as official rates (?dryRun=).",
  },
  'POST /api/exchange-rates/fetch-nbc': {
    tag: 'Exchange rates',
    summary: "Regulator staff: fetch the national bank's publication now from DFR_NBC_RATES_URL and import it.",
  },
  'GET /api/entities/:entityId/submissions/:submissionId/files/:name': {
    tag: 'Submissions',
    summary: 'One file of a filed package (the manifest, the XBRL package, the Inline XBRL document, the PDF) as sent.',
  },
  'GET /api/statements/:statementId/industry-benchmarks': {
    tag: 'Statements',
    summary:
      'Medians of the ratios of accepted filings of the same industry and year (at least 5 entities, else none).',
  },
  'GET /api/statements/:statementId/submission-conditions': {
    tag: 'Submissions',
    summary: 'What submitting needs (credential issued, not suspended, approved, fee paid), each met or not.',
  },
  'GET /api/regulator/credential-requests': { tag: 'Regulator', summary: 'E-filing credential requests (?status=).' },
  'POST /api/regulator/credential-requests/:id/:decision': {
    tag: 'Regulator',
    summary: 'Issue (approve) or refuse (reject, with a reason) an e-filing access credential.',
  },
  'GET /api/regulator/submissions': { tag: 'Regulator', summary: 'Submissions received (?status=&year=).' },
  'GET /api/regulator/submissions/:id/files/:name': {
    tag: 'Regulator',
    summary: "One file of a submission's package.",
  },
  'POST /api/regulator/submissions/:id/:decision': {
    tag: 'Regulator',
    summary: 'Accept a submission, or reject it with reasons (the statement goes back to draft).',
  },
  'POST /api/regulator/entities/:entityId/eligibility': {
    tag: 'Regulator',
    summary: "Suspend ({eligible:false}) or restore an entity's eligibility to submit.",
  },
  'GET /api/regulator/compliance': {
    tag: 'Regulator',
    summary: 'Entities × years: stage, submission, filing deadline, overdue (overdue entities first), eligibility.',
  },
  'GET /api/public/shares/:shareId': {
    tag: 'Public',
    summary: 'What a share link shows any signed-in user: the accepted filing (404 unknown, 410 revoked).',
  },
  'GET /api/statements/:statementId/shares': { tag: 'Public', summary: "The statement's share links." },
  'POST /api/statements/:statementId/shares': {
    tag: 'Public',
    summary: 'Share an accepted statement: a new revocable link (super admin or admin).',
  },
  'DELETE /api/statements/:statementId/shares/:shareId': {
    tag: 'Public',
    summary: 'Revoke a share link: it answers 410 share_revoked from then on.',
  },
  'GET /api/entities/:entityId/credential-requests': {
    tag: 'Onboarding',
    summary: 'E-filing access credential requests.',
  },
  'POST /api/entities/:entityId/credential-requests': {
    tag: 'Onboarding',
    summary: 'Request an e-filing access credential (onboarding step 1).',
    body: credentialRequestSchema,
  },
  'GET /api/entities/:entityId/export-settings': {
    tag: 'Entities',
    summary:
      'Export settings (page size, orientation, margin, header, footer, page number, main colour); version 0 = defaults.',
  },
  'PUT /api/entities/:entityId/export-settings': {
    tag: 'Entities',
    summary: 'Save the export settings (super admin, admin); version 0 for the first save.',
    body: exportSettingsBodySchema,
  },
};

const errorEnvelope = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message_key', 'message'],
      properties: {
        code: { type: 'string' },
        message_key: { type: 'string' },
        message: { type: 'string', description: 'In the request’s language (accept-language: km-KH → Khmer).' },
        message_params: { type: 'object', description: 'Values of the message’s {placeholders}.' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field path → text.' },
        field_keys: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field path → key.' },
        field_params: { type: 'object', description: 'Field path → values of its message’s placeholders.' },
        details: {},
      },
    },
  },
};

function jsonSchema(schema: z.ZodType) {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return { type: 'object' };
  }
}

/** The OpenAPI 3.1 document of the API. */
export function openApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, doc] of Object.entries(ROUTE_DOCS)) {
    const [method, path] = key.split(' ') as [string, string];
    const oaPath = path.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...[...path.matchAll(/:(\w+)/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...Object.entries(doc.query ?? {}).map(([name, description]) => ({
        name,
        in: 'query',
        description,
        schema: { type: 'string' },
      })),
    ];
    const op: Record<string, unknown> = {
      tags: [doc.tag],
      summary: doc.summary,
      ...(parameters.length ? { parameters } : {}),
      ...(doc.public ? { security: [] } : {}),
      responses: {
        '200': { description: 'OK', content: { [doc.produces ?? 'application/json']: {} } },
        ...(doc.public
          ? {}
          : {
              '401': { description: 'Not signed in', content: { 'application/json': { schema: errorEnvelope } } },
              '403': { description: 'Access denied', content: { 'application/json': { schema: errorEnvelope } } },
              '404': { description: 'Not found', content: { 'application/json': { schema: errorEnvelope } } },
            }),
        ...(doc.body || doc.upload
          ? {
              '409': {
                description: 'Stale version or conflict',
                content: { 'application/json': { schema: errorEnvelope } },
              },
              '422': { description: 'Validation failed', content: { 'application/json': { schema: errorEnvelope } } },
            }
          : {}),
      },
    };
    if (doc.body)
      op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(doc.body) } } };
    if (doc.upload)
      op.requestBody = {
        required: true,
        content: {
          'text/csv': { schema: { type: 'string' } },
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
            schema: { type: 'string', format: 'binary' },
          },
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
          },
        },
      };
    paths[oaPath] = { ...(paths[oaPath] ?? {}), [method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'DFR API',
      version: '1.0.0',
      description:
        'Digital financial reporting: entities, statements, lifecycle commands, exchange rates. JSON over HTTP with a bearer access token; every write carries the version it read (409 when stale). Realtime: MQTT over WebSocket at /mqtt (password = access token).',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
