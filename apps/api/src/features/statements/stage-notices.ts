// Who must act next when a statement changes stage (issue 32, item 5): an in-app notification (realtime on
// `users/<sub>/notifications`) to each active member whose role may send the next command, the actor aside.
import { capabilitiesOf } from '@dfr/forms/rules';
import {
  allowedCommands,
  type LifecycleCapability,
  type LifecycleCommand,
  type StatementStage,
} from '@dfr/statement-engine';
import type { DbOrTx } from '../../db/repository-base';
import { reminderRepo } from '../reminders/repository';
import { notify } from '../notifications/service';

/** The next step of each stage that asks someone to act, and what they are told. */
const NEXT: Partial<Record<StatementStage | 'approval_requested', { command: LifecycleCommand; key: string }>> = {
  finalized: { command: 'validate', key: 'notification.finalized' },
  approval_requested: { command: 'approve', key: 'notification.approval_requested' },
  approved: { command: 'pay', key: 'notification.approved' },
  paid: { command: 'submit', key: 'notification.paid' },
};

/**
 * Tells the members who may act next. `moment` is the new stage, or `approval_requested` (the stage stays
 * `validated`); `params` fill the message (`year`, and `director` for an approval request).
 */
export async function tellNextActors(
  tx: DbOrTx,
  row: { id: string; entityId: string; reportingYear: number; stage: StatementStage },
  moment: StatementStage | 'approval_requested',
  actor: string,
  params: Record<string, string | number> = {},
) {
  const next = NEXT[moment];
  if (!next) return;
  const stage: StatementStage = moment === 'approval_requested' ? 'validated' : moment;
  for (const m of await reminderRepo.members(tx, row.entityId)) {
    if (!m.userId || m.userId === actor) continue;
    const capabilities = capabilitiesOf(m.role) as LifecycleCapability[];
    if (!(allowedCommands(stage, capabilities) as readonly string[]).includes(next.command)) continue;
    await notify(tx, m.userId, {
      kind: 'stage',
      messageKey: next.key,
      params: { year: row.reportingYear, ...params },
      link: `/results_statement?id=${row.id}`,
    });
  }
}
