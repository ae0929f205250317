CREATE TABLE `mapping_evidence` (
	`id` text PRIMARY KEY NOT NULL,
	`entity_id` text NOT NULL,
	`framework` text NOT NULL,
	`name_key` text NOT NULL,
	`concept` text NOT NULL,
	`submission_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mapping_evidence_uq` ON `mapping_evidence` (`entity_id`,`framework`,`name_key`,`concept`);--> statement-breakpoint
CREATE INDEX `mapping_evidence_name_idx` ON `mapping_evidence` (`framework`,`name_key`);