CREATE TABLE `submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`statement_id` text NOT NULL,
	`entity_id` text NOT NULL,
	`reporting_year` integer NOT NULL,
	`statement_version` integer NOT NULL,
	`receipt_number` text NOT NULL,
	`status` text DEFAULT 'received' NOT NULL,
	`submitted_by` text NOT NULL,
	`submitted_at` text NOT NULL,
	`files` text,
	`decided_by` text,
	`decided_at` text,
	`reasons` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`statement_id`) REFERENCES `statements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `submissions_receipt_uq` ON `submissions` (`receipt_number`);--> statement-breakpoint
CREATE INDEX `submissions_statement_idx` ON `submissions` (`statement_id`);--> statement-breakpoint
CREATE INDEX `submissions_status_idx` ON `submissions` (`status`);--> statement-breakpoint
ALTER TABLE `credential_requests` ADD `decided_by` text;--> statement-breakpoint
ALTER TABLE `credential_requests` ADD `decided_at` text;--> statement-breakpoint
ALTER TABLE `credential_requests` ADD `reason` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `reporting_year` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `amount_usd` real;--> statement-breakpoint
ALTER TABLE `invoices` ADD `exchange_rate` real;--> statement-breakpoint
ALTER TABLE `invoices` ADD `due_date` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `khqr_expires_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_entity_year_uq` ON `invoices` (`entity_id`,`reporting_year`);--> statement-breakpoint
ALTER TABLE `receipts` ADD `payer_account` text;--> statement-breakpoint
ALTER TABLE `receipts` ADD `transaction_hash` text;--> statement-breakpoint
ALTER TABLE `receipts` ADD `md5` text;--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_invoice_uq` ON `receipts` (`invoice_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_number_uq` ON `receipts` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_md5_uq` ON `receipts` (`md5`);--> statement-breakpoint
ALTER TABLE `statements` ADD `approval_code_version` integer;--> statement-breakpoint
ALTER TABLE `statements` ADD `decided_by` text;--> statement-breakpoint
ALTER TABLE `statements` ADD `decided_at` text;