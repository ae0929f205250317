CREATE TABLE `desk_years` (
	`statement_id` text PRIMARY KEY NOT NULL,
	`reporting_year` integer NOT NULL,
	`entity_id` text NOT NULL,
	`province` text,
	`industry` text,
	`size` text,
	`audit_required` integer,
	`open_period_end` text,
	FOREIGN KEY (`statement_id`) REFERENCES `statements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `desk_years_year_idx` ON `desk_years` (`reporting_year`,`province`,`industry`,`size`,`audit_required`,`open_period_end`);--> statement-breakpoint
CREATE INDEX `desk_years_year_open_idx` ON `desk_years` (`reporting_year`,`open_period_end`,`audit_required`,`province`,`industry`,`size`);--> statement-breakpoint
CREATE INDEX `desk_years_entity_idx` ON `desk_years` (`entity_id`);--> statement-breakpoint
-- Written by hand (issue 32): the compliance list's copy of every statement's year (period end while not filed).
INSERT INTO `desk_years` (`statement_id`, `entity_id`, `reporting_year`, `province`, `industry`, `size`, `audit_required`, `open_period_end`) SELECT `statements`.`id`, `statements`.`entity_id`, `statements`.`reporting_year`, `entities`.`province`, `entities`.`industry`, `entities`.`size`, `entities`.`audit_required`, CASE WHEN `statements`.`stage` IN ('submitted', 'accepted') THEN NULL ELSE `statements`.`period_end` END FROM `statements` INNER JOIN `entities` ON `entities`.`id` = `statements`.`entity_id`;
