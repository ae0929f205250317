import { z } from 'zod';
import { email, oneOf } from './fields';
import type { BilingualText } from './messages';

type Labels<T extends readonly string[]> = Readonly<Record<T[number], BilingualText>>;

/**
 * The regulator's staff roles (issue 32): each is a user pool group `regulator-<role>` beside the group `regulator`
 * that marks every member of staff (the API's `auth/regulator.ts` maps groups to roles).
 */
export const REGULATOR_ROLES = ['reviewer', 'finance', 'administrator'] as const;
export type RegulatorRole = (typeof REGULATOR_ROLES)[number];
export const REGULATOR_ROLE_LABELS: Labels<typeof REGULATOR_ROLES> = Object.freeze({
  reviewer: { en: 'Reviewer', kh: 'អ្នកពិនិត្យ' },
  finance: { en: 'Finance', kh: 'ហិរញ្ញវត្ថុ' },
  administrator: { en: 'Administrator', kh: 'អ្នកគ្រប់គ្រងប្រព័ន្ធ' },
});

/**
 * What each regulator role may do: the one table the API's guards enforce (`requireRegulatorCapability`) and the desk
 * reads to show or hide its buttons. Every member of staff reads every desk list; the writes are these.
 */
export const REGULATOR_CAPABILITIES = Object.freeze({
  /** Issue or refuse e-filing credentials; accept or reject submissions; suspend or restore eligibility. */
  review: ['reviewer', 'administrator'],
  /** Change the fee schedule; mark paid invoices received; publish official exchange rates. */
  finance: ['finance', 'administrator'],
  /** Invite, change and remove staff; the desk's settings (mapping learning, separation of duties, reminders). */
  administer: ['administrator'],
} as const satisfies Record<string, readonly RegulatorRole[]>);
export type RegulatorCapability = keyof typeof REGULATOR_CAPABILITIES;

/** Whether any of the roles has the capability. */
export function regulatorCan(roles: readonly string[] | undefined, capability: RegulatorCapability): boolean {
  const allowed = REGULATOR_CAPABILITIES[capability] as readonly string[];
  return (roles ?? []).some((r) => allowed.includes(r));
}

/** Inviting a member of staff: an e-mail and a role. */
export const staffInviteSchema = z.object({ email: email(), role: oneOf(REGULATOR_ROLES) });
export type StaffInviteInput = z.input<typeof staffInviteSchema>;

/** Changing a member of staff's role. */
export const staffRoleSchema = z.object({ role: oneOf(REGULATOR_ROLES) });

/**
 * Separation of duties (issue 32, item 6), set by the regulator: `strict`, the approver must differ from whoever
 * prepared or finalized the statement, even in a one-member entity; `sole_director`, a sole member may approve their
 * own statements (an entity with several members still needs another approver).
 */
export const SEPARATION_POLICIES = ['sole_director', 'strict'] as const;
export type SeparationPolicy = (typeof SEPARATION_POLICIES)[number];
export const DEFAULT_SEPARATION_POLICY: SeparationPolicy = 'sole_director';
export const SEPARATION_POLICY_LABELS: Labels<typeof SEPARATION_POLICIES> = Object.freeze({
  sole_director: {
    en: 'A sole director may approve their own statements',
    kh: 'នាយកតែម្នាក់អាចអនុម័តរបាយការណ៍ដែលខ្លួនរៀបចំ',
  },
  strict: {
    en: 'The approver must differ from the preparer',
    kh: 'អ្នកអនុម័តត្រូវតែខុសពីអ្នករៀបចំ',
  },
});

/**
 * The reminders the regulator configures (issue 32, item 5): e-mails `beforeDays` before a filing deadline, on the
 * day, `overdueDays` after it when nothing was filed, and `invoiceOverdueDays` after an invoice fell due unpaid.
 */
export const reminderSettingsSchema = z.object({
  enabled: z.boolean({ error: 'invalid_value' }),
  beforeDays: z
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(180, 'invalid_value'),
  overdueDays: z
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(0, 'invalid_value')
    .max(365, 'invalid_value'),
  invoiceOverdueDays: z
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(0, 'invalid_value')
    .max(365, 'invalid_value'),
});
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = Object.freeze({
  enabled: true,
  beforeDays: 30,
  overdueDays: 1,
  invoiceOverdueDays: 1,
});
/** The reminder kinds: one e-mail per entity, year and kind. */
export const REMINDER_KINDS = ['deadline_before', 'deadline_day', 'deadline_overdue', 'invoice_overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
