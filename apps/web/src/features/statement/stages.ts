import { capabilitiesOf } from '@dfr/forms/rules';
import {
  isEditableStage,
  type LifecycleCapability,
  allowedCommands as lifecycleCommands,
  type StatementCommand,
  type StatementStage,
} from '@dfr/statement-engine';

/**
 * Which commands this user may send in this stage, for enabling buttons: the engine's lifecycle (the one the API
 * enforces) over the capabilities of the user's role (@dfr/forms/rules). The server checks every command again.
 */
export function allowedCommands(stage: StatementStage, role: string | undefined): StatementCommand[] {
  return lifecycleCommands(stage, capabilitiesOf(role ?? '') as LifecycleCapability[]);
}

/** Only `draft` is editable. */
export const isEditable = isEditableStage;
