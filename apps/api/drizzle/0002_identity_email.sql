CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`lang` text NOT NULL,
	`template` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `email_outbox_to` ON `email_outbox` (`to`,`created_at`);--> statement-breakpoint
CREATE TABLE `identity_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`sub` text NOT NULL,
	`purpose` text NOT NULL,
	`secret_hash` text NOT NULL,
	`challenge` text,
	`code_hash` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`sub`) REFERENCES `identity_users`(`sub`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `identity_codes_sub` ON `identity_codes` (`sub`,`purpose`);--> statement-breakpoint
CREATE INDEX `identity_codes_secret` ON `identity_codes` (`secret_hash`);--> statement-breakpoint
CREATE TABLE `identity_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`sub` text NOT NULL,
	`refresh_hash` text NOT NULL,
	`auth_time` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`sub`) REFERENCES `identity_users`(`sub`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `identity_sessions_refresh` ON `identity_sessions` (`refresh_hash`);--> statement-breakpoint
CREATE INDEX `identity_sessions_sub` ON `identity_sessions` (`sub`);--> statement-breakpoint
CREATE TABLE `identity_throttle` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`window_start` integer NOT NULL,
	`locked_until` integer
);
--> statement-breakpoint
CREATE TABLE `identity_users` (
	`sub` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`status` text NOT NULL,
	`password_hash` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`phone_number` text,
	`phone_verified` integer DEFAULT false NOT NULL,
	`attributes` text DEFAULT '{}' NOT NULL,
	`sms_mfa_enabled` integer DEFAULT false NOT NULL,
	`totp_mfa_enabled` integer DEFAULT false NOT NULL,
	`preferred_mfa` text,
	`totp_secret` text,
	`totp_verified` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `identity_users_email` ON `identity_users` (`email`);