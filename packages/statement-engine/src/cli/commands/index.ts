// The command registry: one line per command. Each module default-exports a `Command` (see ../command.ts).
import type { Command } from '../command';

export const COMMANDS: Record<string, () => Promise<{ default: Command }>> = {
  template: () => import('./template'),
  chart: () => import('./chart'),
  build: () => import('./build'),
  validate: () => import('./validate'),
  xbrl: () => import('./xbrl'),
  pdf: () => import('./pdf'),
};
