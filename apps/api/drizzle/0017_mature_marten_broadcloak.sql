CREATE TABLE `fee_schedules` (
	`id` text PRIMARY KEY NOT NULL,
	`from_year` integer NOT NULL,
	`version` integer NOT NULL,
	`fees` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fee_schedules_year_version_uq` ON `fee_schedules` (`from_year`,`version`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `received_at` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `received_by` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `settlement_date` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `settlement_reference` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `fee_schedule_id` text;--> statement-breakpoint
CREATE INDEX `invoices_status_due_idx` ON `invoices` (`status`,`due_date`);