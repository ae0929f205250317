CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`entity_id` text NOT NULL,
	`code` text NOT NULL,
	`name_en` text NOT NULL,
	`name_kh` text NOT NULL,
	`parent_code` text,
	`account_type` text NOT NULL,
	`concept` text,
	`balance` text NOT NULL,
	`period_type` text NOT NULL,
	`documentation_en` text,
	`documentation_kh` text,
	`mandatory` integer DEFAULT false NOT NULL,
	`custom` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_entity_code_uq` ON `accounts` (`entity_id`,`code`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_subject_idx` ON `audit_log` (`subject_type`,`subject_id`);--> statement-breakpoint
CREATE TABLE `credential_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`entity_id` text NOT NULL,
	`requested_by` text NOT NULL,
	`contact_name` text NOT NULL,
	`contact_email` text NOT NULL,
	`contact_phone` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `entities` (
	`id` text PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_kh` text NOT NULL,
	`registration_number` text NOT NULL,
	`vat_tin` text,
	`legal_form` text NOT NULL,
	`country_of_incorporation` text NOT NULL,
	`registered_office_en` text,
	`registered_office_kh` text,
	`principal_place_of_business` text,
	`nature_of_operations` text,
	`parent_name_en` text,
	`parent_name_kh` text,
	`ultimate_parent_name_en` text,
	`ultimate_parent_name_kh` text,
	`industry` text,
	`sector` text,
	`registered_capital` integer,
	`institute_id` text,
	`province` text NOT NULL,
	`size` text,
	`audit_required` integer,
	`sdgs` text,
	`eligible` integer DEFAULT true NOT NULL,
	`created_by` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `entities_registration_number_uq` ON `entities` (`registration_number`);--> statement-breakpoint
CREATE TABLE `exchange_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`currency` text NOT NULL,
	`closing_rate` real NOT NULL,
	`average_rate` real NOT NULL,
	`rate_type` text DEFAULT 'official' NOT NULL,
	`official_reporting_rate` real,
	`monthly_average` real,
	`daily_rate` real,
	`release_date` text NOT NULL,
	`created_by` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `exchange_rates_currency_date_type_uq` ON `exchange_rates` (`currency`,`release_date`,`rate_type`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`entity_id` text NOT NULL,
	`statement_id` text,
	`number` text NOT NULL,
	`date` text NOT NULL,
	`amount_due` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`credit_term_days` integer DEFAULT 30 NOT NULL,
	`khqr` text,
	`khqr_md5` text,
	`paid_at` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`statement_id`) REFERENCES `statements`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_uq` ON `invoices` (`number`);--> statement-breakpoint
CREATE INDEX `invoices_entity_idx` ON `invoices` (`entity_id`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`statement_id` text,
	`user_id` text NOT NULL,
	`state` text NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`result` text,
	`error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `manual_inputs` (
	`statement_id` text NOT NULL,
	`year` integer NOT NULL,
	`concept` text NOT NULL,
	`value` integer NOT NULL,
	PRIMARY KEY(`statement_id`, `year`, `concept`),
	FOREIGN KEY (`statement_id`) REFERENCES `statements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `memberships` (
	`id` text PRIMARY KEY NOT NULL,
	`entity_id` text NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`status` text NOT NULL,
	`invited_by` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `memberships_entity_email_uq` ON `memberships` (`entity_id`,`email`);--> statement-breakpoint
CREATE INDEX `memberships_user_idx` ON `memberships` (`user_id`);--> statement-breakpoint
CREATE TABLE `note_data` (
	`statement_id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`statement_id`) REFERENCES `statements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`message_key` text NOT NULL,
	`params` text,
	`link` text,
	`read_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `receipts` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`number` text NOT NULL,
	`date` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `statement_texts` (
	`statement_id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`statement_id`) REFERENCES `statements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `statements` (
	`id` text PRIMARY KEY NOT NULL,
	`entity_id` text NOT NULL,
	`framework` text NOT NULL,
	`reporting_year` integer NOT NULL,
	`period_start` text,
	`period_end` text NOT NULL,
	`presentation_currency` text NOT NULL,
	`functional_currency` text NOT NULL,
	`rounding` text NOT NULL,
	`sfp_type` text NOT NULL,
	`pl_type` text NOT NULL,
	`cash_flow_type` text NOT NULL,
	`closing_rate` real,
	`average_rate` real,
	`standard` text,
	`taxonomy_type` text,
	`nature` text,
	`preparation_method` text,
	`software_used` text,
	`director_name_en` text,
	`director_name_kh` text,
	`director_email` text,
	`signing_date` text,
	`authorisation_date` text,
	`going_concern` integer,
	`comparative_change` integer,
	`true_and_fair_view` integer,
	`ability_to_pay_debts` integer,
	`audited` integer,
	`reporting_language` text,
	`stage` text DEFAULT 'draft' NOT NULL,
	`prepared_by` text,
	`prepared_at` text,
	`finalized_by` text,
	`finalized_at` text,
	`validated_by` text,
	`validated_at` text,
	`approved_by` text,
	`approved_at` text,
	`submitted_by` text,
	`submitted_at` text,
	`edit_code_hash` text,
	`edit_code_expires_at` text,
	`edit_code_attempts` integer DEFAULT 0 NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `statements_entity_year_uq` ON `statements` (`entity_id`,`reporting_year`);--> statement-breakpoint
CREATE TABLE `trial_balance_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`statement_id` text NOT NULL,
	`year` integer NOT NULL,
	`row` integer NOT NULL,
	`account_code` text NOT NULL,
	`account_name` text,
	`debit` integer DEFAULT 0 NOT NULL,
	`credit` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`statement_id`) REFERENCES `statements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trial_balance_statement_year_idx` ON `trial_balance_lines` (`statement_id`,`year`);--> statement-breakpoint
CREATE TABLE `user_profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`gender` text,
	`date_of_birth` text,
	`position` text,
	`user_type` text,
	`part_of_accounting_firm` integer,
	`firm_name` text,
	`professional_membership` text,
	`highest_qualification` text,
	`lang` text DEFAULT 'en' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_profiles_email_uq` ON `user_profiles` (`email`);--> statement-breakpoint
CREATE TABLE `validation_results` (
	`id` text PRIMARY KEY NOT NULL,
	`statement_id` text NOT NULL,
	`statement_version` integer NOT NULL,
	`job_id` text,
	`genuine_count` integer NOT NULL,
	`possible_count` integer NOT NULL,
	`errors` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`statement_id`) REFERENCES `statements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `validation_results_statement_idx` ON `validation_results` (`statement_id`,`created_at`);