CREATE TABLE `reminder_sends` (
	`id` text PRIMARY KEY NOT NULL,
	`entity_id` text NOT NULL,
	`reporting_year` integer NOT NULL,
	`kind` text NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reminder_sends_uq` ON `reminder_sends` (`entity_id`,`reporting_year`,`kind`);--> statement-breakpoint
CREATE TABLE `staff_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`invited_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invitations_email_unique` ON `staff_invitations` (`email`);