import { USER_ROLE_LABELS, type UserRole } from '@dfr/forms/rules';
import { Button, SearchField, Select, StaticTable, useLang, Inline } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatYear } from '../dashboard/format';
import { ErrorNotice, listFallback } from '../shell/Feedback';
import { type AuditRow, downloadTrail, type TrailFilter, useDeskTrail, useEntityTrail } from './api';
import * as styles from './audit.css';

const ALL = '*';

/** A state as the reader knows it: a stage or status (the shell's names), a role, eligibility; else as recorded. */
function useStateName() {
  const { t } = useTranslation(['audit', 'shell']);
  const lang = useLang();
  return (value: string) =>
    Object.hasOwn(USER_ROLE_LABELS, value)
      ? USER_ROLE_LABELS[value as UserRole][lang === 'kh' ? 'kh' : 'en']
      : value === 'true' || value === 'false'
        ? t(`audit:state.${value}`)
        : t(`shell:status.${value}`, { defaultValue: value });
}

/** The rows of one page: when, who, what, on which entity and statement, from which state to which. */
function TrailTable({ rows, desk }: { rows: AuditRow[]; desk: boolean }) {
  const { t } = useTranslation('audit');
  const lang = useLang();
  const stateName = useStateName();
  const columns: { name: string; render: (r: AuditRow) => React.ReactNode }[] = [
    { name: t('when'), render: (r) => formatDateTime(r.at, lang) },
    { name: t('person'), render: (r) => (r.actor === 'system' ? t('system') : (r.actorEmail ?? r.actor)) },
    { name: t('column_action'), render: (r) => t(`action.${r.action}`, { defaultValue: r.action }) },
    ...(desk
      ? [
          {
            name: t('entity'),
            render: (r: AuditRow) => (lang === 'kh' && r.entityNameKh) || r.entityNameEn || t('nothing'),
          },
        ]
      : []),
    {
      name: t('statement'),
      render: (r) => (r.reportingYear ? t('year', { year: formatYear(r.reportingYear, lang) }) : t('nothing')),
    },
    {
      name: t('change'),
      render: (r) =>
        r.from || r.to
          ? t('state_change', {
              from: r.from ? stateName(r.from) : t('state.none'),
              to: r.to ? stateName(r.to) : t('state.none'),
            })
          : t('nothing'),
    },
  ];
  return (
    <StaticTable
      caption={t('title')}
      rows={rows}
      getRowId={(r) => String(r.id)}
      rowProps={(r) => ({ 'data-action': r.action })}
      columns={columns.map((c, i) => ({ id: String(i), name: c.name, isRowHeader: i === 0, render: c.render }))}
    />
  );
}

/**
 * The audit trail a page at a time (keyset pages: the log only grows), narrowed by statement and person, and its
 * CSV. With `entityId`, the entity's (its admins); without, every entity's (regulator staff, by a person's e-mail).
 */
export function AuditTrail({ entityId }: { entityId?: string }) {
  const { t } = useTranslation('audit');
  const lang = useLang();
  const desk = entityId === undefined;
  const [filter, setFilter] = useState<TrailFilter>({});
  const [email, setEmail] = useState('');
  /** The cursors of the pages before this one (the first page has none). */
  const [cursors, setCursors] = useState<number[]>([]);
  const [error, setError] = useState<unknown>(null);
  const before = cursors.at(-1);
  const entityTrail = useEntityTrail(desk ? undefined : entityId, filter, before);
  const deskTrail = useDeskTrail(desk, filter, before);
  const list = desk ? deskTrail : entityTrail;
  const narrow = (next: TrailFilter) => {
    setFilter(next);
    setCursors([]);
  };
  const people = desk ? [] : (entityTrail.data?.people ?? []);
  const statements = desk ? [] : (entityTrail.data?.statements ?? []);
  const fallback = listFallback({ ...list, data: list.data?.rows }, t('none'));
  return (
    <>
      <div className={styles.filters}>
        {desk ? (
          <SearchField
            label={t('person_email')}
            value={email}
            onChange={setEmail}
            onSubmit={(value) => narrow({ ...filter, person: value.trim() || undefined })}
            onClear={() => narrow({ ...filter, person: undefined })}
          />
        ) : (
          <>
            <Select
              label={t('statement')}
              selectedKey={filter.statementId ?? ALL}
              onSelectionChange={(key) => narrow({ ...filter, statementId: key === ALL ? undefined : String(key) })}
              items={[
                { id: ALL, label: t('all_statements') },
                ...statements.map((s) => ({ id: s.id, label: t('year', { year: formatYear(s.reportingYear, lang) }) })),
              ]}
            />
            <Select
              label={t('person')}
              selectedKey={filter.person ?? ALL}
              onSelectionChange={(key) => narrow({ ...filter, person: key === ALL ? undefined : String(key) })}
              items={[
                { id: ALL, label: t('all_people') },
                ...people.map((p) => ({ id: p.id, label: p.id === 'system' ? t('system') : (p.email ?? p.id) })),
              ]}
            />
          </>
        )}
        <Inline space="sm">
          <Button variant="secondary" onPress={() => void downloadTrail(entityId, filter).catch(setError)}>
            {t('export')}
          </Button>
        </Inline>
      </div>
      {error ? <ErrorNotice error={error} /> : null}
      {fallback ?? <TrailTable rows={list.data?.rows ?? []} desk={desk} />}
      {cursors.length > 0 || list.data?.next ? (
        <nav aria-label={t('pages')} className={styles.pager}>
          <Button variant="ghost" isDisabled={cursors.length === 0} onPress={() => setCursors(cursors.slice(0, -1))}>
            {t('newer')}
          </Button>
          <Button
            variant="ghost"
            isDisabled={!list.data?.next}
            onPress={() => list.data?.next && setCursors([...cursors, list.data.next])}
          >
            {t('older')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
