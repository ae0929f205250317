import { index, sqliteTable, text, uniqueIndex, nowIsoDefault } from './dialect';
import { entities } from './domain';

/**
 * What the country's accepted filings say about account names (issue 36): one row per entity, framework, account name
 * (the engine's `mappingNameKey`) and concept, written when the regulator accepts the entity's filing, from the
 * accounts its preparers mapped. Only the count of different entities per name and concept ever leaves this table
 * (`GET /api/mapping-evidence`); the entity is kept to count each entity once and goes with it (cascade); no amount
 * is ever written here.
 */
export const mappingEvidence = sqliteTable(
  'mapping_evidence',
  {
    id: text('id').primaryKey(),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    framework: text('framework').notNull(),
    nameKey: text('name_key').notNull(),
    concept: text('concept').notNull(),
    /** The accepted submission that first gave the pair. */
    submissionId: text('submission_id').notNull(),
    createdAt: text('created_at').notNull().default(nowIsoDefault),
  },
  (t) => [
    uniqueIndex('mapping_evidence_uq').on(t.entityId, t.framework, t.nameKey, t.concept),
    index('mapping_evidence_name_idx').on(t.framework, t.nameKey),
  ],
);
