// Reminders (issue 32, item 5): e-mails before a filing deadline, on the day, when it is overdue, and for overdue
// invoices, each once per entity, year and kind. One instance runs the job at a time (the lease `reminders`); the
// unique key of `reminder_sends`, written in the transaction that writes the e-mails, makes it once even when two
// instances run it at the same moment.
import { type ReminderKind, roleCan } from '@dfr/forms/rules';
import { filingDeadline } from '@dfr/statement-engine';
import type { Deps } from '../../context';
import { onOneInstance } from '../../leases';
import { reminderRepo } from './repository';
import { reminderSettings } from '../desk/settings';
import { deliverNow, emailPeople, notify } from '../notifications/service';

const DAY = 86_400_000;
/** Overdue reminders go for deadlines of the past year only: older years are the desk's business. */
const OVERDUE_HORIZON_DAYS = 365;
/** The longest time from a period end to its deadline (6 months and 20 days), with room. */
const LONGEST_DEADLINE_DAYS = 205;

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

interface Due {
  entityId: string;
  year: number;
  kind: ReminderKind;
  deadline: string;
  days: number;
  invoice: string;
}

/** Which reminder a deadline calls for today, if any. */
function deadlineKind(
  deadline: string,
  today: string,
  s: { beforeDays: number; overdueDays: number },
): { kind: ReminderKind; days: number } | undefined {
  const left = daysBetween(today, deadline);
  if (left === 0) return { kind: 'deadline_day', days: 0 };
  if (left > 0 && left <= s.beforeDays) return { kind: 'deadline_before', days: left };
  if (left < 0 && -left >= s.overdueDays && -left <= OVERDUE_HORIZON_DAYS)
    return { kind: 'deadline_overdue', days: -left };
  return undefined;
}

/** Every reminder due on `today` (ISO date) under the regulator's settings. */
async function dueReminders(deps: Deps, today: string): Promise<Due[]> {
  const s = await reminderSettings(deps.db);
  if (!s.enabled) return [];
  const years = await reminderRepo.yearsEndingBetween(
    deps.db,
    shift(today, -(OVERDUE_HORIZON_DAYS + LONGEST_DEADLINE_DAYS)),
    shift(today, s.beforeDays),
  );
  const filed = new Set(
    (await reminderRepo.filed(deps.db, [...new Set(years.map((y) => y.entityId))])).map(
      (f) => `${f.entityId}/${f.year}`,
    ),
  );
  const due: Due[] = [];
  for (const y of years) {
    if (filed.has(`${y.entityId}/${y.year}`)) continue;
    const deadline = filingDeadline(y.periodEnd, y.auditRequired ?? false);
    const kind = deadlineKind(deadline, today, s);
    if (kind) due.push({ entityId: y.entityId, year: y.year, deadline, invoice: '', ...kind });
  }
  const invoices = await reminderRepo.openInvoicesDueBetween(
    deps.db,
    shift(today, -OVERDUE_HORIZON_DAYS),
    shift(today, -s.invoiceOverdueDays),
  );
  for (const i of invoices)
    if (i.dueDate && i.dueDate < today)
      due.push({
        entityId: i.entityId,
        year: i.year,
        kind: 'invoice_overdue',
        deadline: i.dueDate,
        days: daysBetween(i.dueDate, today),
        invoice: i.number,
      });
  return due;
}

/** Sends one reminder unless it was sent: the claim, the notifications and the e-mails in one transaction. */
async function send(deps: Deps, r: Due): Promise<boolean> {
  const mails: string[] = [];
  const sent = await deps.db.transaction(async (tx) => {
    if (!(await reminderRepo.claim(tx, r.entityId, r.year, r.kind))) return false;
    // A fee is the payers' to act on; a deadline every member's.
    const members = (await reminderRepo.members(tx, r.entityId)).filter(
      (m) => r.kind !== 'invoice_overdue' || roleCan(m.role, 'pay'),
    );
    const params = { year: r.year, deadline: r.deadline, days: r.days, invoice: r.invoice };
    const link = '/compliance';
    for (const m of members)
      await notify(tx, m.userId!, { kind: 'reminder', messageKey: `reminder.${r.kind}`, params, link });
    mails.push(
      ...(await emailPeople(
        deps,
        tx,
        members.map((m) => m.email.trim().toLowerCase()),
        r.entityId,
        (_lang, entityName) => ({
          template: 'reminder',
          params: { kind: r.kind, entityName, ...params, link: `${deps.env.publicUrl}${link}` },
        }),
      )),
    );
    return true;
  });
  await deliverNow(deps, mails);
  return sent;
}

/** One run of the job: every reminder due today that was not sent yet. Resolves with how many were sent. */
export async function runReminders(deps: Deps, today = new Date().toISOString().slice(0, 10)): Promise<number> {
  let sent = 0;
  for (const r of await dueReminders(deps, today)) if (await send(deps, r)) sent += 1;
  return sent;
}

/** The job every hour on one instance (the lease `reminders`), and at start. Returns the stop function. */
export function startReminders(deps: Deps, log: (line: string) => void = console.warn) {
  return onOneInstance(deps.db, 'reminders', deps.instanceId, 3_600_000, async () => void (await runReminders(deps)), {
    atStart: true,
    log: (line) => log(`[reminders] ${line}`),
  });
}
