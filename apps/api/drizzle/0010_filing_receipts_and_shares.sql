CREATE TABLE `efiling_receipts` (
	`idempotency_key` text PRIMARY KEY NOT NULL,
	`receipt_number` text NOT NULL,
	`received_at` text NOT NULL,
	`package_hash` text NOT NULL,
	`registration_number` text NOT NULL,
	`reporting_year` integer NOT NULL,
	`fact_count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `efiling_receipts_number_uq` ON `efiling_receipts` (`receipt_number`);--> statement-breakpoint
CREATE TABLE `statement_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`statement_id` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`revoked_by` text,
	`revoked_at` text,
	FOREIGN KEY (`statement_id`) REFERENCES `statements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `statement_shares_statement_idx` ON `statement_shares` (`statement_id`);--> statement-breakpoint
ALTER TABLE `submissions` ADD `package_hash` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `checks` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `submissions_idempotency_uq` ON `submissions` (`idempotency_key`);