ALTER TABLE `invoices` ADD `received_at` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `received_by` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `settlement_date` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `settlement_reference` text;--> statement-breakpoint
CREATE INDEX `invoices_status_due_idx` ON `invoices` (`status`,`due_date`);