ALTER TABLE `statements` ADD `approval_code_sent_at` text;--> statement-breakpoint
ALTER TABLE `statements` ADD `approval_code_window_start` text;--> statement-breakpoint
ALTER TABLE `statements` ADD `approval_codes_in_window` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `statements` ADD `approval_tries_in_window` integer DEFAULT 0 NOT NULL;