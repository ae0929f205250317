import { describe, expect, it } from 'vitest';
import { STATEMENT_STAGES } from '../model/types';
import {
  APPROVED_STAGES,
  AWAITING_REGULATOR_STAGES,
  AWAITING_SUBMISSION_STAGES,
  allowedCommands,
  CLOSED_STAGES,
  EDITABLE_STAGES,
  FILED_STAGES,
  inStages,
  isEditableStage,
  type CommandAttempt,
  checkCommand,
  LIFECYCLE,
  type LifecycleCapability,
  type LifecycleCommand,
  nextStage,
  STATEMENT_COMMANDS,
} from './index';

const preparer: LifecycleCapability[] = ['prepare'];
const superAdmin: LifecycleCapability[] = ['prepare', 'approve', 'manageEntity', 'pay', 'submit'];
const attempt = (over: Partial<CommandAttempt>): CommandAttempt => ({
  stage: 'draft',
  capabilities: superAdmin,
  expectedVersion: 3,
  currentVersion: 3,
  confirmed: true,
  ...over,
});

describe('the statement lifecycle', () => {
  it('walks draft to accepted with the commands of product.md', () => {
    const path: [string, LifecycleCapability[]][] = [
      ['finalize', superAdmin],
      ['approve', superAdmin],
      ['payment-received', []],
      ['submit', superAdmin],
      ['accept', ['regulate']],
    ];
    let stage = 'draft' as CommandAttempt['stage'];
    for (const [command, caps] of path) {
      if (command === 'approve') stage = 'validated'; // the validation job moves finalized → validated
      const capabilities = command === 'payment-received' ? (['system'] as const) : caps;
      const check = checkCommand(command, attempt({ stage, capabilities }));
      expect(check, command).toMatchObject({ ok: true });
      stage = nextStage(command as never, stage);
    }
    expect(stage).toBe('accepted');
  });

  it('sends a rejected statement back to draft, where it is editable again', () => {
    expect(checkCommand('reject', attempt({ stage: 'submitted', capabilities: ['regulate'] }))).toMatchObject({
      ok: true,
    });
    expect(nextStage('reject', 'submitted')).toBe('draft');
  });

  it('moves a finalized statement to validated only by the validation job (a system command)', () => {
    for (const stage of ['finalized', 'validated'] as const) {
      expect(checkCommand('validation-passed', attempt({ stage, capabilities: ['system'] }))).toMatchObject({
        ok: true,
      });
      expect(nextStage('validation-passed', stage)).toBe('validated');
    }
    expect(checkCommand('validation-passed', attempt({ stage: 'finalized' }))).toMatchObject({ status: 403 });
    expect(checkCommand('validation-passed', attempt({ stage: 'draft', capabilities: ['system'] }))).toMatchObject({
      key: 'invalid_transition',
    });
    expect(allowedCommands('finalized', superAdmin)).not.toContain('validation-passed');
  });

  it('refuses unknown commands, other roles, wrong stages, stale versions and a missing confirm word', () => {
    expect(checkCommand('launch', attempt({}))).toEqual({ ok: false, status: 404, key: 'unknown_command' });
    expect(checkCommand('finalize', attempt({ capabilities: [] }))).toMatchObject({ status: 403 });
    expect(checkCommand('submit', attempt({ stage: 'approved' }))).toMatchObject({ key: 'invalid_transition' });
    expect(checkCommand('finalize', attempt({ expectedVersion: 2 }))).toMatchObject({ key: 'stale_version' });
    expect(checkCommand('finalize', attempt({ confirmed: false }))).toMatchObject({
      status: 422,
      key: 'confirm_word_required',
    });
    // Entity users never decide for the regulator, and regulator staff never prepare.
    expect(checkCommand('accept', attempt({ stage: 'submitted' }))).toMatchObject({ status: 403 });
    expect(checkCommand('finalize', attempt({ capabilities: ['regulate'] }))).toMatchObject({ status: 403 });
    // Only the system marks a statement paid.
    expect(checkCommand('payment-received', attempt({ stage: 'approved' }))).toMatchObject({ status: 403 });
  });

  it('keeps quiet when every guard is met', () => {
    for (const command of ['save-draft', 'finalize', 'clear'])
      expect(checkCommand(command, attempt({})), command).toMatchObject({ ok: true });
    expect(checkCommand('validate', attempt({ stage: 'finalized', confirmed: false }))).toMatchObject({ ok: true });
  });

  it('lets a preparer approve their own statement only when they are the only member', () => {
    const own = attempt({ stage: 'validated', actor: 'u1', preparedBy: ['u1', null] });
    expect(checkCommand('approve', { ...own, memberCount: 2 })).toEqual({
      ok: false,
      status: 403,
      key: 'approval_own_statement',
    });
    expect(checkCommand('approve', { ...own, memberCount: 1 })).toMatchObject({ ok: true });
    expect(checkCommand('approve', { ...own, actor: 'u2', memberCount: 2 })).toMatchObject({ ok: true });
  });

  it("with the regulator's strict policy, refuses the preparer or finalizer even as the only member (issue 32)", () => {
    const own = attempt({ stage: 'validated', actor: 'u1', preparedBy: ['u0', 'u1'], separation: 'strict' });
    const refused = { ok: false, status: 403, key: 'approval_by_preparer' };
    expect(checkCommand('approve', { ...own, memberCount: 1 })).toEqual(refused);
    expect(checkCommand('approve', { ...own, actor: 'u0', memberCount: 3 })).toEqual(refused);
    expect(checkCommand('approve', { ...own, actor: 'u2', memberCount: 2 })).toMatchObject({ ok: true });
    // The sole-director policy is the one above: the only member may.
    expect(checkCommand('approve', { ...own, separation: 'sole_director', memberCount: 1 })).toMatchObject({
      ok: true,
    });
  });

  it('refuses approval while genuine errors remain', () => {
    expect(checkCommand('approve', attempt({ stage: 'validated', genuineErrors: 1 }))).toMatchObject({
      key: 'has_genuine_errors',
    });
  });

  it('lets approvers ask for the approval code, but not prepare', () => {
    expect(allowedCommands('validated', ['approve'])).toEqual(['approval-request', 'approve']);
    expect(allowedCommands('draft', preparer)).toEqual(['save-draft', 'finalize', 'clear']);
    expect(allowedCommands('draft', ['approve'])).toEqual([]);
  });

  it('allows edits only in draft, and nothing once submitted except the regulator', () => {
    for (const stage of STATEMENT_STAGES) {
      const editing = allowedCommands(stage, superAdmin).filter((c) => c === 'save-draft' || c === 'clear');
      expect(editing.length > 0, stage).toBe(stage === 'draft');
    }
    expect(allowedCommands('submitted', superAdmin)).toEqual([]);
    expect(allowedCommands('accepted', superAdmin)).toEqual([]);
  });

  it('names only known stages and gives every user command a rule', () => {
    for (const rule of Object.values(LIFECYCLE)) {
      for (const s of rule.from) expect(STATEMENT_STAGES).toContain(s);
      if (rule.to) expect(STATEMENT_STAGES).toContain(rule.to);
    }
    for (const c of STATEMENT_COMMANDS) expect(LIFECYCLE[c]).toBeDefined();
  });
});

describe('the stage groups (issue 31: declared once, held to the commands)', () => {
  const sorted = (stages: readonly string[]) => [...new Set(stages)].sort();
  const to = (command: LifecycleCommand) => LIFECYCLE[command].to!;

  it('editable: where a draft is saved or cleared', () => {
    expect(sorted(EDITABLE_STAGES)).toEqual(sorted(LIFECYCLE['save-draft'].from));
    expect(sorted(EDITABLE_STAGES)).toEqual(sorted(LIFECYCLE.clear.from));
    for (const stage of STATEMENT_STAGES) expect(isEditableStage(stage), stage).toBe(stage === 'draft');
  });

  it('awaiting submission: from the approval to the submit command', () => {
    expect(sorted(AWAITING_SUBMISSION_STAGES)).toEqual(sorted([to('approve'), to('payment-received')]));
    expect(LIFECYCLE.submit.from.every((s) => inStages(AWAITING_SUBMISSION_STAGES, s))).toBe(true);
    expect(LIFECYCLE.pay.from.every((s) => inStages(AWAITING_SUBMISSION_STAGES, s))).toBe(true);
  });

  it("filed: where submit and the regulator's accept lead; awaiting the regulator: where it decides", () => {
    expect(sorted(FILED_STAGES)).toEqual(sorted([to('submit'), to('accept')]));
    expect(sorted(AWAITING_REGULATOR_STAGES)).toEqual(sorted(LIFECYCLE.accept.from));
    expect(sorted(AWAITING_REGULATOR_STAGES)).toEqual(sorted(LIFECYCLE.reject.from));
    // A rejection leaves the filed stages: back to an editable draft.
    expect(inStages(FILED_STAGES, to('reject'))).toBe(false);
    expect(inStages(EDITABLE_STAGES, to('reject'))).toBe(true);
  });

  it('approved: every stage the forward path visits from the approval on', () => {
    const visited: string[] = [];
    let stage = to('approve') as string;
    visited.push(stage);
    for (const command of ['payment-received', 'submit', 'accept'] as const) {
      expect(LIFECYCLE[command].from).toContain(stage);
      stage = to(command);
      visited.push(stage);
    }
    expect(sorted(APPROVED_STAGES)).toEqual(sorted(visited));
    expect(sorted(APPROVED_STAGES)).toEqual(sorted([...AWAITING_SUBMISSION_STAGES, ...FILED_STAGES]));
    // Reopening (edit, reset) never starts from a filed stage.
    for (const c of ['edit-confirm', 'reset'] as const)
      expect(LIFECYCLE[c].from.some((s) => inStages(FILED_STAGES, s))).toBe(false);
  });

  it('closed: a stage some command leads to and no command leaves', () => {
    const rules = Object.values(LIFECYCLE);
    const dead = STATEMENT_STAGES.filter(
      (s) => rules.some((r) => r.to === s) && !rules.some((r) => r.from.includes(s)),
    );
    expect(sorted(CLOSED_STAGES)).toEqual(sorted(dead));
  });

  it('reads stages as the API sends them (plain strings, possibly missing)', () => {
    expect(inStages(FILED_STAGES, 'accepted')).toBe(true);
    expect(inStages(FILED_STAGES, 'paid')).toBe(false);
    expect(inStages(FILED_STAGES, 'nonsense')).toBe(false);
    expect(inStages(FILED_STAGES, undefined)).toBe(false);
  });
});
