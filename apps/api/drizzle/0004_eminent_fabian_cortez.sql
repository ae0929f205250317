ALTER TABLE `statements` ADD `approval_code_hash` text;--> statement-breakpoint
ALTER TABLE `statements` ADD `approval_code_expires_at` text;--> statement-breakpoint
ALTER TABLE `statements` ADD `approval_code_attempts` integer DEFAULT 0 NOT NULL;