import {
  REGULATOR_ROLE_LABELS,
  REGULATOR_ROLES,
  type RegulatorRole,
  staffInviteSchema,
  staffRoleSchema,
} from '@dfr/forms/rules';
import { Button, ConfirmDialog, Select, TextField, useLang, useToast, Text } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeStaffRole,
  inviteStaff,
  removeStaff,
  type StaffMember,
  useStaff,
} from '../../features/regulator/staff-api';
import { DeskTable } from './DeskTable';
import * as styles from './regulator.css';
import { useTypedConfirm } from './useTypedConfirm';

type Editing = { kind: 'invite' } | { kind: 'role'; member: StaffMember } | { kind: 'remove'; member: StaffMember };

/** The roles as a select's items, in the reader's language. */
function useRoleItems() {
  const lang = useLang();
  return REGULATOR_ROLES.map((id) => ({ id, label: REGULATOR_ROLE_LABELS[id][lang] }));
}

/**
 * Regulator staff (administrators, issue 32): who is staff with which role, pending invitations; invite, change a
 * role, remove (the e-mail typed). What each role may do is shown beside the list, from the one table.
 */
export function StaffTab() {
  const { t } = useTranslation('staff');
  const lang = useLang();
  const list = useStaff();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  return (
    <>
      <Text as="p" tone="muted">
        {t('intro')}
      </Text>
      <Text as="ul" tone="muted">
        {REGULATOR_ROLES.map((role) => (
          <li key={role}>
            <strong>{REGULATOR_ROLE_LABELS[role][lang]}</strong>: {t(`does.${role}`)}
          </li>
        ))}
      </Text>
      <div className={styles.filters}>
        <Button onPress={() => setEditing({ kind: 'invite' })}>{t('invite')}</Button>
      </div>
      <DeskTable
        list={list}
        none={t('none')}
        error={null}
        caption={t('caption')}
        columns={[t('email'), t('role'), t('status'), t('actions')]}
        getRowId={(r) => r.id}
        rowProps={(r) => ({ 'data-email': r.email })}
        cells={(r) => [
          r.email,
          REGULATOR_ROLE_LABELS[r.role][lang],
          t(`state.${r.status}`),
          <div key="actions" className={styles.filters}>
            <Button size="sm" variant="secondary" onPress={() => setEditing({ kind: 'role', member: r })}>
              {t('change_role')}
            </Button>
            <Button size="sm" variant="danger" onPress={() => setEditing({ kind: 'remove', member: r })}>
              {t('remove')}
            </Button>
          </div>,
        ]}
      >
        {editing?.kind === 'invite' && <InviteDialog onClose={close} onDone={() => list.mutate()} />}
        {editing?.kind === 'role' && (
          <RoleDialog member={editing.member} onClose={close} onDone={() => list.mutate()} />
        )}
        {editing?.kind === 'remove' && (
          <RemoveDialog member={editing.member} onClose={close} onDone={() => list.mutate()} />
        )}
      </DeskTable>
    </>
  );
}

interface DialogProps {
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

function InviteDialog({ onClose, onDone }: DialogProps) {
  const { t } = useTranslation('staff');
  const toast = useToast();
  const roles = useRoleItems();
  const { fields, message, submit } = useTypedConfirm(staffInviteSchema);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<RegulatorRole>('reviewer');
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('invite_title')}
      actionLabel={t('invite')}
      errorMessage={message}
      onConfirm={async () => {
        await submit({ email, role }, (data) => inviteStaff(data));
        toast.success(t('invited', { email: email.trim().toLowerCase() }));
        await onDone();
        onClose();
      }}
    >
      <p>{t('invite_text')}</p>
      <TextField
        label={t('email')}
        type="email"
        value={email}
        onChange={setEmail}
        isRequired
        isInvalid={!!fields.email}
        errorMessage={fields.email}
      />
      <Select
        label={t('role')}
        selectedKey={role}
        onSelectionChange={(key) => setRole(String(key) as RegulatorRole)}
        items={roles}
        errorMessage={fields.role}
      />
    </ConfirmDialog>
  );
}

function RoleDialog({ member, onClose, onDone }: DialogProps & { member: StaffMember }) {
  const { t } = useTranslation('staff');
  const roles = useRoleItems();
  const { fields, message, submit } = useTypedConfirm(staffRoleSchema);
  const [role, setRole] = useState<RegulatorRole>(member.role);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('role_title', { email: member.email })}
      actionLabel={t('change_role')}
      errorMessage={message ?? fields.role}
      onConfirm={async () => {
        await submit({ role }, (data) => changeStaffRole(member.id, data.role));
        await onDone();
        onClose();
      }}
    >
      <Select
        label={t('role')}
        selectedKey={role}
        onSelectionChange={(key) => setRole(String(key) as RegulatorRole)}
        items={roles}
      />
    </ConfirmDialog>
  );
}

function RemoveDialog({ member, onClose, onDone }: DialogProps & { member: StaffMember }) {
  const { t } = useTranslation('staff');
  const toast = useToast();
  const { message, submit } = useTypedConfirm({
    safeParse: (v: unknown) => ({ success: true as const, data: v as string }),
  });
  return (
    <ConfirmDialog
      isOpen
      variant="danger"
      onOpenChange={(open) => !open && onClose()}
      title={t('remove_title')}
      actionLabel={t('remove')}
      errorMessage={message}
      confirmationText={member.email}
      onConfirm={async (typed) => {
        await submit(typed, (email) => removeStaff(member.id, email));
        toast.success(t('removed', { email: member.email }));
        await onDone();
        onClose();
      }}
    >
      <p>{t('remove_text', { email: member.email })}</p>
    </ConfirmDialog>
  );
}
