import { index, integer, sqliteTable, text, nowIsoDefault } from './dialect';
import { UPLOAD_KINDS } from '../../statuses';
import { entities } from './domain';

/**
 * Every file a committed import read (trial balances, charts): who uploaded it, when, its SHA-256 and where the
 * object store keeps its bytes, so that an import can be traced back to its file.
 */
export const uploads = sqliteTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    /** The statement a trial balance went into (none for a chart). */
    statementId: text('statement_id'),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: text('created_at').notNull().default(nowIsoDefault),
  },
  (t) => [index('uploads_entity').on(t.entityId, t.createdAt)],
);
