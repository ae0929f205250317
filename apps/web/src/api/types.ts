import type {
  Currency,
  EntityInfo,
  Framework,
  InvoiceStatus,
  RoundingLevel,
  StatementSettings,
  StatementStage,
} from '@dfr/statement-engine';

/**
 * The shapes the web app reads from the REST routes (team brief: AGREED INTERFACES). Field names follow the
 * engine's cross-team contract (EntityInfo, StatementSettings); everything the API may add is optional.
 */

/** A user's role in an entity. */
export const ROLES = ['super_admin', 'admin', 'preparer', 'approver', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
/** The specification's user types. */
export const USER_TYPES = ['reportingEntityUser', 'accountingFirmUser', 'accountingAuditingFirm', 'inHouse'] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface Me {
  /** The identity `sub` (the API's profile id). */
  id: string;
  sub?: string;
  email: string;
  phone?: string;
  position?: string;
  userType?: string;
  name?: string;
  locale?: string;
  /** Regulator staff (the pool group `regulator`): the regulator's desk is theirs. */
  regulator?: boolean;
  version?: number;
}

export interface Entity extends EntityInfo {
  id: string;
  version: number;
  /** The signed-in user's role in this entity. */
  role?: Role;
  createdAt?: string;
  subscription?: { plan?: string; status?: string; renewsAt?: string };
}

/** An entity's export settings as the API keeps them (`/api/entities/:id/export-settings`; @dfr/forms' rules). */
export interface ExportSettings {
  pageSize: 'A4' | 'A3' | 'Letter' | 'Legal';
  orientation: 'portrait' | 'landscape';
  /** Millimetres, 0–50. */
  margin: number;
  header: string | null;
  footer: string | null;
  pageNumber: boolean;
  pageNumberPosition: 'left' | 'centre' | 'right';
  /** `#RRGGBB`. */
  mainColour: string;
  /** The PDF's language: English, Khmer or both side by side. */
  documentLanguage: 'en' | 'kh' | 'both';
  /** 0 until the first save (the defaults). */
  version: number;
  updatedAt?: string | null;
}

export interface Statement extends Partial<StatementSettings> {
  id: string;
  entityId: string;
  reportingYear: number;
  stage: StatementStage;
  version: number;
  framework?: Framework;
  periodEnd?: string;
  presentationCurrency?: Currency;
  rounding?: RoundingLevel;
  updatedAt?: string;
  createdAt?: string;
  preparedBy?: string | null;
  submittedAt?: string | null;
}

export interface EntityUser {
  /** The membership id. */
  id: string;
  userId: string | null;
  email: string;
  role: Role;
  superAdmin?: boolean;
  userType?: UserType;
  position?: string;
  phone?: string;
  /** active | pending (invited, not signed up yet) */
  status?: string;
  version?: number;
}

export interface AppNotification {
  id: string;
  kind?: string;
  /** A message key with params, or a ready text per language. */
  messageKey?: string;
  params?: Record<string, string | number>;
  title?: string;
  message?: string;
  link?: string;
  readAt?: string | null;
  read?: boolean;
  createdAt: string;
}

export interface ExchangeRate {
  id: string;
  currency: string;
  closingRate: number;
  averageRate: number;
  rateType?: string;
  officialReportingRate?: number;
  monthlyAverage?: number;
  dailyRate?: number;
  releaseDate: string;
  version?: number;
}

/** An invoice as `GET /api/entities/:entityId/invoices` answers it (the year's preparation fee, in whole riel). */
export interface Invoice {
  id: string;
  entityId: string;
  statementId: string | null;
  reportingYear: number;
  number: string;
  date: string;
  amountDue: number;
  currency: string;
  /** The USD equivalent at the day's rate when issued, and that rate (KHR per USD). */
  amountUsd: number | null;
  exchangeRate: number | null;
  status: InvoiceStatus;
  creditTermDays: number;
  dueDate: string | null;
  overdue: boolean;
  paidAt: string | null;
  version: number;
  /** The live code (open invoices, until it expires). */
  khqr: { payload: string; md5: string; expiresAt: string } | null;
  receipt: {
    id: string;
    number: string;
    date: string;
    amount: number;
    currency: string;
    payerAccount: string | null;
    transactionHash: string | null;
  } | null;
}

export interface CredentialRequest {
  id: string;
  /** pending | approved | rejected */
  status: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string | null;
  createdAt: string;
  credentialId?: string | null;
  note?: string | null;
  registrationNumber?: string;
  /** The regulator's answer: when, and the reason of a refusal. */
  decidedAt?: string | null;
  reason?: string | null;
}

/** The computed statements of one statement; only what the dashboard reads. */
export interface Computed {
  statementId?: string;
  ratios?: {
    current?: Partial<Record<RatioKey, number | null>>;
    comparative?: Partial<Record<RatioKey, number | null>>;
  };
  facts?: Array<{ concept: string; period: { instant: string } | { start: string; end: string }; value: unknown }>;
}

export const RATIO_KEYS = ['currentRatio', 'returnOnCapitalEmployed', 'grossProfitMargin', 'revenueGrowth'] as const;
export type RatioKey = (typeof RATIO_KEYS)[number];
