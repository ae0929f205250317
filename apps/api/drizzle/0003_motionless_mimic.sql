ALTER TABLE `credential_requests` ADD `registration_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `credential_requests` ADD `message` text;