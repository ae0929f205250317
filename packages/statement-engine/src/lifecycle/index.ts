import type { StatementStage } from '../model/types';

/**
 * The statement lifecycle, written once (design/product.md, "The statement lifecycle"). The API enforces it on every
 * command; the web app reads it to enable buttons. Pure: it knows stages, commands, capabilities and guards, not
 * databases, users or HTTP.
 *
 * ```
 * draft --finalize(confirm)--> finalized --validate (job: validation-passed)--> validated --approve(code)--> approved --paid--> paid
 *   --submit(confirm)--> submitted --accept--> accepted
 *                                  \--reject(reasons)--> draft
 * edit-request + edit-confirm (4-digit code) and reset (confirm) bring finalized..paid back to draft.
 * ```
 */

/** What an actor may do, as the lifecycle needs it. Roles map to these in `@dfr/forms/rules` (`ROLE_CAPABILITIES`). */
export const LIFECYCLE_CAPABILITIES = ['prepare', 'approve', 'manageEntity', 'pay', 'submit', 'regulate'] as const;
export type LifecycleCapability = (typeof LIFECYCLE_CAPABILITIES)[number];

/** Commands an entity's users send (`POST /api/statements/:id/commands/:command`). */
export const STATEMENT_COMMANDS = [
  'save-draft',
  'finalize',
  'validate',
  'edit-request',
  'edit-confirm',
  'reset',
  'clear',
  'approval-request',
  'approve',
  'pay',
  'submit',
] as const;
/** Decisions of the regulator's desk on a submitted statement. */
export const REGULATOR_COMMANDS = ['accept', 'reject'] as const;
/**
 * What the system does on its own: the validation job found no genuine error (`validate` only starts it), the bank
 * confirmed the year's fee.
 */
export const SYSTEM_COMMANDS = ['validation-passed', 'payment-received'] as const;

export type StatementCommand = (typeof STATEMENT_COMMANDS)[number];
export type RegulatorCommand = (typeof REGULATOR_COMMANDS)[number];
export type SystemCommand = (typeof SYSTEM_COMMANDS)[number];
export type LifecycleCommand = StatementCommand | RegulatorCommand | SystemCommand;

/** How one command may be used. */
export interface CommandRule {
  /** The stages it may be sent in. */
  readonly from: readonly StatementStage[];
  /** The stage it leads to (none: the stage stays; the command starts work or asks for a code). */
  readonly to?: StatementStage;
  /** Who may send it (any of these); `system` commands are the server's own. */
  readonly capability: LifecycleCapability | 'system';
  /** Needs the typed word `confirm`. */
  readonly confirm?: boolean;
  /** Needs an e-mailed code of this kind. */
  readonly code?: 'edit' | 'approval';
  /** Needs a validation of the current version with no genuine errors. */
  readonly noGenuineErrors?: boolean;
  /** Needs the year's invoice paid and the entity eligible (checked by the caller, reported here). */
  readonly eligibility?: boolean;
}

/** The stages from which an edit request or a reset brings a statement back to draft. */
const REOPENABLE = ['finalized', 'validated', 'approved', 'paid'] as const satisfies readonly StatementStage[];

export const LIFECYCLE: Readonly<Record<LifecycleCommand, CommandRule>> = Object.freeze({
  'save-draft': { from: ['draft'], capability: 'prepare' },
  finalize: { from: ['draft'], to: 'finalized', capability: 'prepare', confirm: true },
  validate: { from: ['finalized', 'validated'], capability: 'prepare' },
  'validation-passed': { from: ['finalized', 'validated'], to: 'validated', capability: 'system' },
  'edit-request': { from: REOPENABLE, capability: 'prepare' },
  'edit-confirm': { from: REOPENABLE, to: 'draft', capability: 'prepare', code: 'edit' },
  reset: { from: REOPENABLE, to: 'draft', capability: 'manageEntity', confirm: true },
  clear: { from: ['draft'], capability: 'prepare', confirm: true },
  'approval-request': { from: ['validated'], capability: 'prepare', noGenuineErrors: true },
  approve: { from: ['validated'], to: 'approved', capability: 'approve', code: 'approval', noGenuineErrors: true },
  pay: { from: ['approved'], capability: 'pay', confirm: true },
  'payment-received': { from: ['approved'], to: 'paid', capability: 'system' },
  submit: { from: ['paid'], to: 'submitted', capability: 'submit', confirm: true, eligibility: true },
  accept: { from: ['submitted'], to: 'accepted', capability: 'regulate' },
  reject: { from: ['submitted'], to: 'draft', capability: 'regulate' },
});

/** Approvers may also ask for the approval code (it goes to the director, not to the asker). */
const ALSO_ALLOWED: Partial<Record<LifecycleCommand, readonly LifecycleCapability[]>> = {
  'approval-request': ['approve'],
};

/*
 * The stages grouped as the product speaks of them, declared once here (issue 31): the API's conditions and queries
 * and the web's screens import these instead of repeating literal lists. `lifecycle.test.ts` holds each group to the
 * commands above, so a new stage or command cannot leave a group behind unnoticed.
 */
/** Where the figures may be changed: `draft` only. */
export const EDITABLE_STAGES = ['draft'] as const satisfies readonly StatementStage[];
/** Signed off by the director and not sent back since: approved, then paid, filed or accepted. */
export const APPROVED_STAGES = [
  'approved',
  'paid',
  'submitted',
  'accepted',
] as const satisfies readonly StatementStage[];
/** Approved and not filed yet: the fee to pay, then the filing (the submit screen states its conditions). */
export const AWAITING_SUBMISSION_STAGES = ['approved', 'paid'] as const satisfies readonly StatementStage[];
/** Filed with the regulator: received and waiting, or accepted (a rejection sends it back to draft). */
export const FILED_STAGES = ['submitted', 'accepted'] as const satisfies readonly StatementStage[];
/** Waiting for the regulator's decision (accept or reject). */
export const AWAITING_REGULATOR_STAGES = ['submitted'] as const satisfies readonly StatementStage[];
/** Done: the regulator accepted the filing; nothing moves it any more. */
export const CLOSED_STAGES = ['accepted'] as const satisfies readonly StatementStage[];

/** Whether a stage (as read from the API, a plain string) is in one of the groups above. */
export const inStages = (group: readonly StatementStage[], stage: string | null | undefined): boolean =>
  (group as readonly string[]).includes(stage ?? '');

/** Only `draft` is editable. */
export const isEditableStage = (stage: StatementStage) => inStages(EDITABLE_STAGES, stage);

/** What the guards need to know about one attempt. */
export interface CommandAttempt {
  stage: StatementStage;
  /** The actor's capabilities in the statement's entity (or `['regulate']` for regulator staff). */
  capabilities: readonly (LifecycleCapability | 'system')[];
  /** The version the client read, and the statement's current version. */
  expectedVersion?: number;
  currentVersion?: number;
  /** Whether the typed confirmation word was right (`@dfr/forms/rules`' confirm rule owns the word). */
  confirmed?: boolean;
  /** Genuine errors of the latest validation of the current version (`undefined`: not validated). */
  genuineErrors?: number;
  /** Separation of duties for `approve`: the actor, who prepared/finalized it, and how many active members. */
  actor?: string;
  preparedBy?: (string | null | undefined)[];
  memberCount?: number;
  /**
   * The regulator's separation-of-duties policy (issue 32): `strict`, whoever prepared or finalized the statement may
   * never approve it, even as the entity's only member; `sole_director` (the default), a sole member may.
   */
  separation?: 'strict' | 'sole_director';
}

/** Why a command is refused: an HTTP status and a message key of `@dfr/forms/rules` (both languages). */
export interface CommandRefusal {
  ok: false;
  status: 403 | 404 | 409 | 422;
  key:
    | 'unknown_command'
    | 'access_denied'
    | 'invalid_transition'
    | 'stale_version'
    | 'confirm_word_required'
    | 'has_genuine_errors'
    | 'approval_own_statement'
    | 'approval_by_preparer';
}
export type CommandCheck = { ok: true; rule: CommandRule } | CommandRefusal;

export function isLifecycleCommand(command: string): command is LifecycleCommand {
  return Object.hasOwn(LIFECYCLE, command);
}

function allowedFor(command: LifecycleCommand, capabilities: CommandAttempt['capabilities']) {
  const rule = LIFECYCLE[command];
  return capabilities.includes(rule.capability) || (ALSO_ALLOWED[command] ?? []).some((c) => capabilities.includes(c));
}

/**
 * Every guard of one command, in the order a user should hear about them: unknown command, permission, stage,
 * version, separation of duties, genuine errors, the confirm word. Codes and eligibility are checked by their owners
 * (they need the database); the rule says whether they apply.
 */
export function checkCommand(command: string, attempt: CommandAttempt): CommandCheck {
  if (!isLifecycleCommand(command)) return { ok: false, status: 404, key: 'unknown_command' };
  const rule = LIFECYCLE[command];
  if (!allowedFor(command, attempt.capabilities)) return { ok: false, status: 403, key: 'access_denied' };
  if (!rule.from.includes(attempt.stage)) return { ok: false, status: 409, key: 'invalid_transition' };
  if (attempt.expectedVersion !== undefined && attempt.expectedVersion !== attempt.currentVersion)
    return { ok: false, status: 409, key: 'stale_version' };
  if (command === 'approve' && attempt.actor !== undefined && (attempt.preparedBy ?? []).includes(attempt.actor)) {
    if (attempt.separation === 'strict') return { ok: false, status: 403, key: 'approval_by_preparer' };
    if ((attempt.memberCount ?? 1) > 1) return { ok: false, status: 403, key: 'approval_own_statement' };
  }
  if (rule.noGenuineErrors && attempt.genuineErrors !== undefined && attempt.genuineErrors > 0)
    return { ok: false, status: 409, key: 'has_genuine_errors' };
  if (rule.confirm && !attempt.confirmed) return { ok: false, status: 422, key: 'confirm_word_required' };
  return { ok: true, rule };
}

/**
 * The commands a user with these capabilities may send in this stage (for enabling buttons): stage and permission
 * only; the other guards are answered when the command is sent.
 */
export function allowedCommands(
  stage: StatementStage,
  capabilities: CommandAttempt['capabilities'],
): StatementCommand[] {
  return STATEMENT_COMMANDS.filter((c) => LIFECYCLE[c].from.includes(stage) && allowedFor(c, capabilities));
}

/** The stage a command leads to from `stage` (the same stage when it starts work or sends a code). */
export function nextStage(command: LifecycleCommand, stage: StatementStage): StatementStage {
  return LIFECYCLE[command].to ?? stage;
}
