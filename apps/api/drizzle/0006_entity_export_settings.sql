CREATE TABLE `entity_export_settings` (
	`entity_id` text PRIMARY KEY NOT NULL,
	`page_size` text NOT NULL,
	`orientation` text NOT NULL,
	`margin` integer NOT NULL,
	`header` text,
	`footer` text,
	`page_number` integer NOT NULL,
	`main_colour` text NOT NULL,
	`updated_by` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade
);
