import * as statementEngine from '@dfr/statement-engine';
import type { StatementStage } from '@dfr/statement-engine';
import type { StatementCommand } from './types';

/**
 * Which commands a stage allows, for enabling buttons (design/product.md, "The statement lifecycle"). The server
 * checks every command again; this only keeps the buttons honest. If the engine publishes the lifecycle table, it wins.
 */
const LIFECYCLE: Record<StatementStage, StatementCommand[]> = {
  draft: ['save-draft', 'finalize', 'clear'],
  finalized: ['validate', 'edit-request', 'edit-confirm', 'reset'],
  validated: ['validate', 'edit-request', 'edit-confirm', 'reset'],
  approved: ['edit-request', 'edit-confirm', 'reset'],
  paid: [],
  submitted: [],
  accepted: [],
  rejected: ['reset'],
};

export function allowedCommands(stage: StatementStage): StatementCommand[] {
  const fromEngine = (statementEngine as unknown as { allowedCommands?: (s: StatementStage) => StatementCommand[] })
    .allowedCommands;
  return typeof fromEngine === 'function' ? fromEngine(stage) : (LIFECYCLE[stage] ?? []);
}

export const isEditable = (stage: StatementStage) => stage === 'draft';
