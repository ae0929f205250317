import type { InferResponseType } from 'hono/client';
import { api, call, callBlob, callText, param } from '../../api/client';
import { useApi } from '../../api/hooks';
import { saveBlob } from '../statement/api';

/** The regulator's desk (staff only): its three lists and its decisions, on the API's own types. */
const desk = api.api.regulator;
const requests = desk['credential-requests'];
const submissions = desk.submissions;
const file = submissions[':id'].files[':name'];

export type CredentialRequestRow = InferResponseType<typeof requests.$get>['requests'][number];
export type SubmissionRow = InferResponseType<typeof submissions.$get>['submissions'][number];
export type ComplianceRow = InferResponseType<typeof desk.compliance.$get>['entities'][number];

/** A desk list's query as the API reads it: filters, order and page, each a string (unset ones left out). */
export type DeskQuery = Record<string, string>;

/* The desk's lists (issue 32): a page at a time, filtered, sorted and counted by the API. */
export const useDeskRequests = (query: DeskQuery) =>
  useApi(['regulator', 'credential-requests', query], async () => call(requests.$get({ query })), {
    keepPreviousData: true,
  });
export const useDeskSubmissions = (query: DeskQuery) =>
  useApi(['regulator', 'submissions', query], async () => call(submissions.$get({ query })), {
    keepPreviousData: true,
  });
export const useDeskCompliance = (query: DeskQuery) =>
  useApi(['regulator', 'compliance', query], async () => call(desk.compliance.$get({ query })), {
    keepPreviousData: true,
  });

/** One financial year's statistics (the latest year with statements when none is given). */
export type DeskStatistics = InferResponseType<typeof desk.statistics.$get>;
export const useDeskStatistics = (year: string | undefined) =>
  useApi(['regulator', 'statistics', year], async () => call(desk.statistics.$get({ query: year ? { year } : {} })), {
    keepPreviousData: true,
  });

export const decideCredential = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  call(requests[':id'][':decision'].$post({ param: param({ id, decision }), json: { reason } }));

export const decideSubmission = (id: string, decision: 'accept' | 'reject', reasons?: string) =>
  call(submissions[':id'][':decision'].$post({ param: param({ id, decision }), json: { reasons } }));

/** One file of a submitted package as text (the Inline XBRL document the desk reads). */
export const fileText = (id: string, name: string) => callText(file.$get({ param: param({ id, name }) }));

/** Downloads one file of a submitted package with the regulator's token. */
export const downloadFile = async (id: string, name: string) =>
  saveBlob(await callBlob(file.$get({ param: param({ id, name }) })), name);

/** Suspends or restores an entity's eligibility to submit. */
export const setEligible = (entityId: string, eligible: boolean) =>
  call(desk.entities[':entityId'].eligibility.$post({ param: param({ entityId }), json: { eligible } }));

/** Whether the regulator suspended the entity (as against not eligible for want of a credential). */
export const isSuspended = (row: ComplianceRow) => !row.eligibility.eligible && row.eligibility.reason === 'suspended';

/* The desk's invoices (issue 32): every entity's fees, a page at a time, filtered and counted by the API. */
const deskInvoices = desk.invoices;
export type DeskInvoicesQuery = NonNullable<Parameters<typeof deskInvoices.$get>[0]>['query'];
export type DeskInvoicePage = InferResponseType<typeof deskInvoices.$get>;
export type DeskInvoiceRow = DeskInvoicePage['invoices'][number];
export const DESK_INVOICE_FILTERS = ['all', 'open', 'overdue', 'paid', 'received'] as const;
export type DeskInvoiceFilter = (typeof DESK_INVOICE_FILTERS)[number];

export const useDeskInvoices = (query: DeskInvoicesQuery) =>
  useApi(['regulator', 'invoices', query], async () => call(deskInvoices.$get({ query })), {
    keepPreviousData: true,
  });

/** Records that a paid fee reached the regulator: the bank's settlement date and reference, the typed confirm. */
export const receiveInvoice = (
  invoiceId: string,
  body: { settlementDate: string; reference: string; confirm: string },
) => call(deskInvoices[':invoiceId'].receive.$post({ param: param({ invoiceId }), json: body }));

/** Downloads a paid invoice's receipt (PDF in the reader's language) with the regulator's token. */
export const downloadDeskReceipt = async (invoiceId: string, name: string) =>
  saveBlob(await callBlob(deskInvoices[':invoiceId'].receipt.pdf.$get({ param: param({ invoiceId }) })), name);

/* The fee schedule (issue 32): every version, newest first; a change writes a new version. */
const fees = desk.fees;
export type FeeScheduleRow = InferResponseType<typeof fees.$get>['schedules'][number];
export const useFeeSchedules = () => useApi(['regulator', 'fees'], async () => call(fees.$get()));
export const changeFees = (body: Parameters<typeof fees.$post>[0]['json']) => call(fees.$post({ json: body }));

/** The switch of the learning from accepted filings (issue 36). */
const learning = desk.settings['mapping-learning'];
export const useMappingLearning = () =>
  useApi(['regulator', 'mapping-learning'], async () => (await call(learning.$get())).enabled);
export const setMappingLearning = (enabled: boolean) => call(learning.$put({ json: { enabled } }));
