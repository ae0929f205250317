import {
  DEFAULT_REMINDER_SETTINGS,
  DEFAULT_SEPARATION_POLICY,
  type ReminderSettings,
  reminderSettingsSchema,
  SEPARATION_POLICIES,
  type SeparationPolicy,
} from '@dfr/forms/rules';
import type { Deps } from '../../context';
import { audit, type DbOrTx } from '../../db/repository-base';
import { deskSettingsRepo } from './settings.repository';

const SEPARATION = 'separation_of_duties';
const REMINDERS = 'reminders';

/** The separation-of-duties policy in force (the default until the regulator sets one). */
export async function separationPolicy(db: DbOrTx): Promise<SeparationPolicy> {
  const value = await deskSettingsRepo.get(db, SEPARATION);
  return (SEPARATION_POLICIES as readonly string[]).includes(value ?? '')
    ? (value as SeparationPolicy)
    : DEFAULT_SEPARATION_POLICY;
}

/** The reminder settings in force (the defaults until the regulator sets them; a damaged row reads as the defaults). */
export async function reminderSettings(db: DbOrTx): Promise<ReminderSettings> {
  const value = await deskSettingsRepo.get(db, REMINDERS);
  if (!value) return { ...DEFAULT_REMINDER_SETTINGS };
  try {
    const parsed = reminderSettingsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : { ...DEFAULT_REMINDER_SETTINGS };
  } catch {
    return { ...DEFAULT_REMINDER_SETTINGS };
  }
}

/** The regulator's policies (issue 32): separation of duties and reminders; each change audited. */
export const deskSettingsService = {
  read: async (deps: Deps) => ({
    separationOfDuties: await separationPolicy(deps.db),
    reminders: await reminderSettings(deps.db),
  }),
  setSeparation: (deps: Deps, actor: string, policy: SeparationPolicy) =>
    deps.db.transaction(async (tx) => {
      const before = await separationPolicy(tx);
      await deskSettingsRepo.set(tx, SEPARATION, policy);
      await audit(tx, {
        actor,
        action: 'setting.separation_of_duties',
        subjectType: 'setting',
        subjectId: SEPARATION,
        before: { policy: before },
        after: { policy },
      });
      return { separationOfDuties: policy };
    }),
  setReminders: (deps: Deps, actor: string, settings: ReminderSettings) =>
    deps.db.transaction(async (tx) => {
      const before = await reminderSettings(tx);
      await deskSettingsRepo.set(tx, REMINDERS, JSON.stringify(settings));
      await audit(tx, {
        actor,
        action: 'setting.reminders',
        subjectType: 'setting',
        subjectId: REMINDERS,
        before,
        after: settings,
      });
      return { reminders: settings };
    }),
};
