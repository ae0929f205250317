import { text, sqliteTable } from './dialect';

/**
 * Work that must run on one instance at a time (the payment checks, the national bank's rates): the instance that
 * holds the row's lease until `until` (ISO time) does it; when it stops renewing, another takes it over.
 */
export const leases = sqliteTable('leases', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  until: text('until').notNull(),
});
