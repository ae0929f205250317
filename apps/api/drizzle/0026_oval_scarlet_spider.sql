CREATE TABLE `desk_filings` (
	`statement_id` text PRIMARY KEY NOT NULL,
	`entity_id` text NOT NULL,
	`reporting_year` integer NOT NULL,
	`province` text,
	`industry` text,
	`size` text,
	`audit_required` integer,
	`period_end` text NOT NULL,
	`submitted_day` text,
	FOREIGN KEY (`statement_id`) REFERENCES `statements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `desk_filings_year_idx` ON `desk_filings` (`reporting_year`,`province`,`industry`,`size`,`audit_required`,`period_end`,`submitted_day`);--> statement-breakpoint
CREATE INDEX `desk_filings_entity_idx` ON `desk_filings` (`entity_id`);--> statement-breakpoint
CREATE INDEX `invoices_year_fees_idx` ON `invoices` (`reporting_year`,`status`,`amount_due`);--> statement-breakpoint
-- Written by hand (issue 32): the statistics' facts of the statements already filed.
INSERT INTO `desk_filings` (`statement_id`, `entity_id`, `reporting_year`, `province`, `industry`, `size`, `audit_required`, `period_end`, `submitted_day`) SELECT `statements`.`id`, `statements`.`entity_id`, `statements`.`reporting_year`, `entities`.`province`, `entities`.`industry`, `entities`.`size`, `entities`.`audit_required`, `statements`.`period_end`, substr(`statements`.`submitted_at`, 1, 10) FROM `statements` INNER JOIN `entities` ON `entities`.`id` = `statements`.`entity_id` WHERE `statements`.`stage` IN ('submitted', 'accepted');
