import { sqliteTable, text } from './dialect';

/** Installation-wide key/value facts (e.g. when demo data was seeded). */
export const appMeta = sqliteTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
