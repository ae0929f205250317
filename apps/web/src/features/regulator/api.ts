import { apiFetch, readJson } from '../../api/client';
import { downloadPath } from '../statement/api';

export interface CredentialRequestRow {
  id: string;
  entityId: string;
  entityNameEn: string;
  entityNameKh: string | null;
  registrationNumber: string;
  contactName: string;
  contactEmail: string;
  message: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

export interface SubmissionRow {
  id: string;
  statementId: string;
  entityId: string;
  entityNameEn?: string;
  entityNameKh?: string | null;
  reportingYear: number;
  receiptNumber: string;
  status: 'received' | 'accepted' | 'rejected';
  submittedAt: string;
  decidedAt: string | null;
  reasons: string | null;
  packageHash: string | null;
  checks: { factCount: number; problems: { code: string; message: string }[] } | null;
  files: { name: string; mediaType: string; size: number; sha256: string }[];
}

export interface ComplianceRow {
  entityId: string;
  nameEn: string;
  nameKh: string | null;
  registrationNumber: string;
  eligibility: { eligible: boolean; reason?: string };
  overdue: boolean;
  nextDeadline: string | null;
  years: { year: number; stage: string; submission: string; deadline: string; overdue: boolean }[];
}

const post = (path: string, body: unknown) =>
  apiFetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export const regulatorPaths = {
  requests: '/api/regulator/credential-requests',
  submissions: '/api/regulator/submissions',
  compliance: '/api/regulator/compliance',
};

export async function decideCredential(id: string, decision: 'approve' | 'reject', reason?: string) {
  return readJson(await post(`/api/regulator/credential-requests/${encodeURIComponent(id)}/${decision}`, { reason }));
}

export async function decideSubmission(id: string, decision: 'accept' | 'reject', reasons?: string) {
  return readJson(await post(`/api/regulator/submissions/${encodeURIComponent(id)}/${decision}`, { reasons }));
}

const fileUrl = (id: string, name: string) =>
  `/api/regulator/submissions/${encodeURIComponent(id)}/files/${encodeURIComponent(name)}`;

/** One file of a submitted package as text (the Inline XBRL document the desk reads). */
export async function fileText(id: string, name: string) {
  const res = await apiFetch(fileUrl(id, name));
  if (!res.ok) await readJson(res);
  return res.text();
}

/** Downloads one file of a submitted package with the regulator's token. */
export const downloadFile = (id: string, name: string) => downloadPath(fileUrl(id, name), name);

/** Suspends or restores an entity's eligibility to submit. */
export async function setEligible(entityId: string, eligible: boolean) {
  return readJson(await post(`/api/regulator/entities/${encodeURIComponent(entityId)}/eligibility`, { eligible }));
}
