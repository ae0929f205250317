import {
  DEFAULT_PRINT_SETTINGS,
  DOCUMENT_LANGUAGES,
  ORIENTATIONS,
  PAGE_NUMBER_POSITIONS,
  PAGE_SIZES,
} from '@dfr/statement-engine';
import { integer, sqliteTable, text, nowIsoDefault } from './dialect';
import { entities } from './domain';

const now = nowIsoDefault;

/**
 * An entity's export settings (PDF and print of its statements): page size, orientation, margin in millimetres,
 * header, footer, page numbers and their position, main colour and the document's language. One row per entity, made on the first save; until then the API answers
 * @dfr/forms' DEFAULT_EXPORT_SETTINGS with version 0. Its own `version`, so saving these never conflicts with an
 * edit of the company information.
 */
export const entityExportSettings = sqliteTable('entity_export_settings', {
  entityId: text('entity_id')
    .primaryKey()
    .references(() => entities.id, { onDelete: 'cascade' }),
  pageSize: text('page_size', { enum: PAGE_SIZES }).notNull(),
  orientation: text('orientation', { enum: ORIENTATIONS }).notNull(),
  margin: integer('margin').notNull(),
  header: text('header'),
  footer: text('footer'),
  pageNumber: integer('page_number', { mode: 'boolean' }).notNull(),
  pageNumberPosition: text('page_number_position', { enum: PAGE_NUMBER_POSITIONS })
    .notNull()
    .default(DEFAULT_PRINT_SETTINGS.pageNumberPosition),
  mainColour: text('main_colour').notNull(),
  /** `both`: side by side. */
  documentLanguage: text('document_language', { enum: DOCUMENT_LANGUAGES })
    .notNull()
    .default(DEFAULT_PRINT_SETTINGS.documentLanguage),
  updatedBy: text('updated_by').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: text('created_at').notNull().default(now),
  updatedAt: text('updated_at').notNull().default(now),
});
