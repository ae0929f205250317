import {
  type ReminderSettings,
  regulatorCan,
  reminderSettingsSchema,
  SEPARATION_POLICIES,
  SEPARATION_POLICY_LABELS,
  type SeparationPolicy,
} from '@dfr/forms/rules';
import { Button, ConfirmDialog, Select, Switch, TextField, useLang, useToast, Text } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/hooks';
import { formatNumber } from '../../features/dashboard/format';
import { type Policies, setReminders, setSeparation, usePolicies } from '../../features/regulator/staff-api';
import * as styles from './regulator.css';
import * as staffStyles from './staff.css';
import { useTypedConfirm } from './useTypedConfirm';

/**
 * The regulator's policies (issue 32): separation of duties and the reminder e-mails. Every member of staff reads
 * them; administrators change them (typed confirm).
 */
export function PoliciesTab() {
  const { t } = useTranslation('staff');
  const lang = useLang();
  const me = useMe();
  const policies = usePolicies();
  const [editing, setEditing] = useState<'separation' | 'reminders' | null>(null);
  const canEdit = regulatorCan(me.data?.regulatorRoles, 'administer');
  const p = policies.data;
  if (!p) return null;
  const r = p.reminders;
  const days = (n: number) => t('days', { count: n, n: formatNumber(n, lang) });
  return (
    <>
      <section aria-labelledby="separation-title" className={staffStyles.policy}>
        <h2 id="separation-title">{t('separation.title')}</h2>
        <Text as="p" tone="muted">
          {t('separation.intro')}
        </Text>
        <p data-policy={p.separationOfDuties}>
          <strong>{SEPARATION_POLICY_LABELS[p.separationOfDuties][lang]}</strong>
        </p>
        {canEdit && (
          <Button variant="secondary" onPress={() => setEditing('separation')}>
            {t('separation.change')}
          </Button>
        )}
      </section>
      <section aria-labelledby="reminders-title" className={staffStyles.policy}>
        <h2 id="reminders-title">{t('reminders.title')}</h2>
        <Text as="p" tone="muted">
          {t('reminders.intro')}
        </Text>
        <ul data-reminders={r.enabled ? 'on' : 'off'}>
          {r.enabled ? (
            <>
              <li>{t('reminders.before', { days: days(r.beforeDays) })}</li>
              <li>{t('reminders.day')}</li>
              <li>{t('reminders.overdue', { days: days(r.overdueDays) })}</li>
              <li>{t('reminders.invoice', { days: days(r.invoiceOverdueDays) })}</li>
            </>
          ) : (
            <li>{t('reminders.off')}</li>
          )}
        </ul>
        {canEdit && (
          <Button variant="secondary" onPress={() => setEditing('reminders')}>
            {t('reminders.change')}
          </Button>
        )}
      </section>
      {editing === 'separation' && (
        <SeparationDialog current={p.separationOfDuties} onClose={() => setEditing(null)} onDone={policies.mutate} />
      )}
      {editing === 'reminders' && (
        <RemindersDialog current={r} onClose={() => setEditing(null)} onDone={policies.mutate} />
      )}
    </>
  );
}

interface DialogProps<T> {
  current: T;
  onClose: () => void;
  onDone: (next?: Policies) => Promise<unknown>;
}

function SeparationDialog({ current, onClose, onDone }: DialogProps<SeparationPolicy>) {
  const { t } = useTranslation('staff');
  const lang = useLang();
  const toast = useToast();
  const [policy, setPolicy] = useState<SeparationPolicy>(current);
  const { message, submit } = useTypedConfirm({
    safeParse: (v: unknown) => ({ success: true as const, data: v as string }),
  });
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('separation.title')}
      actionLabel={t('save')}
      errorMessage={message}
      onConfirm={async (confirm) => {
        await submit(confirm, (word) => setSeparation(policy, word));
        toast.success(t('saved'));
        await onDone();
        onClose();
      }}
    >
      <p>{t('separation.change_text')}</p>
      <Select
        label={t('separation.policy')}
        selectedKey={policy}
        onSelectionChange={(key) => setPolicy(String(key) as SeparationPolicy)}
        items={SEPARATION_POLICIES.map((id) => ({ id, label: SEPARATION_POLICY_LABELS[id][lang] }))}
      />
    </ConfirmDialog>
  );
}

function RemindersDialog({ current, onClose, onDone }: DialogProps<ReminderSettings>) {
  const { t } = useTranslation('staff');
  const toast = useToast();
  const { fields, message, submit } = useTypedConfirm(reminderSettingsSchema);
  const [enabled, setEnabled] = useState(current.enabled);
  const [typed, setTyped] = useState({
    beforeDays: String(current.beforeDays),
    overdueDays: String(current.overdueDays),
    invoiceOverdueDays: String(current.invoiceOverdueDays),
  });
  const field = (name: keyof typeof typed) => (
    <TextField
      key={name}
      label={t(`reminders.${name}`)}
      inputMode="numeric"
      value={typed[name]}
      onChange={(v) => setTyped((now) => ({ ...now, [name]: v }))}
      isRequired
      isInvalid={!!fields[name]}
      errorMessage={fields[name]}
    />
  );
  const number = (v: string) => (/^\s*\d+\s*$/.test(v) ? Number(v) : v);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('reminders.title')}
      actionLabel={t('save')}
      errorMessage={message}
      onConfirm={async (confirm) => {
        const input = {
          enabled,
          beforeDays: number(typed.beforeDays),
          overdueDays: number(typed.overdueDays),
          invoiceOverdueDays: number(typed.invoiceOverdueDays),
        };
        await submit(input, (data) => setReminders({ ...data, confirm }));
        toast.success(t('saved'));
        await onDone();
        onClose();
      }}
    >
      <Switch isSelected={enabled} onChange={setEnabled}>
        {t('reminders.enabled')}
      </Switch>
      <div className={styles.filters}>
        {field('beforeDays')}
        {field('overdueDays')}
        {field('invoiceOverdueDays')}
      </div>
    </ConfirmDialog>
  );
}
