import {
  Alert,
  Button,
  ConfirmDialog,
  LinkButton,
  NativeSelect,
  StaticTable,
  useToast,
  visuallyHidden,
  Inline,
  Text,
} from '@dfr/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteUserForm } from '@dfr/forms';
import { ASSIGNABLE_ROLES, type InviteUserInput, roleCan, type UserRole as Role } from '@dfr/forms/rules';
import { useEntityUsers, useMe } from '../../api/hooks';
import type { EntityUser } from '../../api/types';
import { changeMemberRole, inviteMember, removeMember, transferSuperAdmin } from './api';
import { roleName } from './roles';
import { useCurrentEntity } from '../entities/EntityContext';
import { EmptyState, ErrorNotice, Skeleton, StatusBadge } from '../shell/Feedback';
import { useErrorMessage } from '../shell/errorMessages';
import * as styles from './users.css';
import { languageOf } from '../../i18n';
import { Panel } from '../shell/Panel';

/**
 * Users and access of the current entity: the list, invite by email, change a role, remove (typed email; the super
 * admin cannot be removed) and transfer super admin (typed "confirm"). A pending invitation's role can be changed
 * and the invitation revoked (docs/decisions.md, web). Used by `/users` and the settings tab.
 */
export function UsersPanel() {
  const { t, i18n } = useTranslation('users');
  const lang = languageOf(i18n.language);
  const { current, isLoading: entityLoading, reload } = useCurrentEntity();
  const me = useMe();
  const users = useEntityUsers(current?.id);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const uid = useId();
  const [invited, setInvited] = useState(0);
  const [lastRole, setLastRole] = useState<Role>('preparer');
  const [removing, setRemoving] = useState<EntityUser | null>(null);
  const [promoting, setPromoting] = useState<EntityUser | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  if (entityLoading || (current && users.isLoading)) return <Skeleton lines={5} />;
  if (!current)
    return (
      <EmptyState title={t('no_entity')} action={<LinkButton href="/onboarding">{t('create_entity')}</LinkButton>} />
    );
  if (users.error) return <ErrorNotice error={users.error} onRetry={() => void users.mutate()} />;

  const myRole = current.role;
  const canManage = roleCan(myRole, 'manageUsers');
  const isSuper = roleCan(myRole, 'transferSuperAdmin');
  const list = users.data ?? [];
  const isSelf = (u: EntityUser) => !!u.userId && u.userId === me.data?.id;
  const roleItems = ASSIGNABLE_ROLES.map((r) => ({ id: r, label: roleName(r, lang) }));
  const closeDialogs = () => {
    setRemoving(null);
    setPromoting(null);
    setDialogError(null);
  };
  /** Runs a dialog's action: closes it on success; on failure shows why inside it and keeps what was typed. */
  const confirming = async (action: () => Promise<void>) => {
    setDialogError(null);
    try {
      await action();
      closeDialogs();
    } catch (err) {
      setDialogError(errorMessage(err));
      throw err;
    }
  };
  const removingInvite = removing?.status === 'pending';

  /** An invitation; a refusal (an existing member, a bad email) is thrown back to the form, which shows it. */
  const invite = async (values: InviteUserInput) => {
    await inviteMember(current.id, values);
    toast(t('created'));
    setLastRole(values.role);
    setInvited((n) => n + 1);
    await users.mutate();
  };

  // Members are addressed by their membership id, so a pending invitation (no user yet) is changed the same way.
  const changeRole = async (u: EntityUser, next: Role) => {
    setRowError(null);
    try {
      await changeMemberRole(current.id, u.id, { version: u.version ?? 1, role: next });
      toast(t('role_changed', { email: u.email }));
    } catch (err) {
      setRowError(errorMessage(err));
    } finally {
      await users.mutate();
    }
  };

  return (
    <div>
      {rowError ? (
        <div className={styles.notice}>
          <Alert tone="error">{rowError}</Alert>
        </div>
      ) : null}
      {list.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <StaticTable
          caption={t('caption')}
          className={styles.table}
          rows={list}
          getRowId={(u) => u.id ?? u.email}
          columns={[
            {
              id: 'email',
              name: t('email'),
              isRowHeader: true,
              render: (u) => (
                <>
                  {u.email}
                  {isSelf(u) ? <Text tone="muted"> ({t('you')})</Text> : null}
                </>
              ),
              cellProps: () => ({ className: styles.email }),
            },
            {
              id: 'role',
              name: t('role'),
              render: (u) =>
                canManage && u.role !== 'super_admin' ? (
                  <NativeSelect
                    size="sm"
                    aria-label={t('role_for', { email: u.email })}
                    value={u.role}
                    items={roleItems}
                    onChange={(next) => void changeRole(u, next as Role)}
                  />
                ) : (
                  roleName(u.role, lang)
                ),
            },
            { id: 'status', name: t('status'), render: (u) => <StatusBadge status={u.status ?? 'active'} /> },
            {
              id: 'actions',
              name: t('actions'),
              render: (u) => {
                const superAdmin = u.role === 'super_admin';
                const pendingInvite = u.status === 'pending';
                return (
                  <Inline space="sm">
                    {canManage && !superAdmin ? (
                      <Button variant="secondary" size="sm" onPress={() => setRemoving(u)}>
                        {pendingInvite ? t('revoke') : t('remove')}
                        <span className={visuallyHidden}> {u.email}</span>
                      </Button>
                    ) : null}
                    {superAdmin ? <Text tone="muted">{t('super_admin_note')}</Text> : null}
                    {isSuper && !superAdmin && u.userId && !pendingInvite && !isSelf(u) ? (
                      <Button variant="ghost" size="sm" onPress={() => setPromoting(u)}>
                        {t('transfer')}
                        <span className={visuallyHidden}> {u.email}</span>
                      </Button>
                    ) : null}
                  </Inline>
                );
              },
            },
          ]}
        />
      )}

      {canManage ? (
        <Panel as="section" aria-labelledby={`${uid}-add`}>
          <h2 id={`${uid}-add`}>{t('add_title')}</h2>
          <Text as="p" tone="muted">
            {t('add_intro')}
          </Text>
          <div className={styles.invite}>
            <InviteUserForm
              // A new form after each invitation: the email typed is cleared, the role kept.
              key={invited}
              aria-label={t('add_title')}
              submitLabel={t('add')}
              defaultValues={{ role: lastRole }}
              onSubmit={invite}
            />
          </div>
        </Panel>
      ) : (
        <Text as="p" tone="muted">
          {t('read_only')}
        </Text>
      )}

      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) closeDialogs();
        }}
        title={removingInvite ? t('revoke_title') : t('remove_title')}
        actionLabel={removingInvite ? t('revoke') : t('remove')}
        variant="danger"
        confirmationText={removing?.email ?? ''}
        confirmationLabel={t('remove_type', { email: removing?.email ?? '' })}
        errorMessage={dialogError ?? undefined}
        onConfirm={(typed) =>
          confirming(async () => {
            if (!removing) return;
            await removeMember(current.id, removing.id, {
              version: removing.version ?? 1,
              email: typed,
            });
            toast(removingInvite ? t('revoked', { email: removing.email }) : t('removed', { email: removing.email }));
            await users.mutate();
          })
        }
      >
        <p>
          {removingInvite
            ? t('revoke_text', { email: removing?.email ?? '' })
            : t('remove_text', { email: removing?.email ?? '' })}
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={promoting !== null}
        onOpenChange={(open) => {
          if (!open) closeDialogs();
        }}
        title={t('transfer_title')}
        actionLabel={t('transfer')}
        confirmationLabel={t('type_confirm')}
        errorMessage={dialogError ?? undefined}
        onConfirm={(typed) =>
          confirming(async () => {
            if (!promoting?.userId) return;
            await transferSuperAdmin(current.id, {
              userId: promoting.userId,
              confirm: typed,
              version: promoting.version,
            });
            toast(t('transferred', { email: promoting.email }));
            // My own role changed too (now admin): the entity is read again so the screen stops offering transfers.
            await Promise.all([users.mutate(), reload()]);
          })
        }
      >
        <p>{t('transfer_text', { email: promoting?.email ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
