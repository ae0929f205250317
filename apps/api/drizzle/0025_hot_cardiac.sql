ALTER TABLE `entities` ADD `open_period_end` text;--> statement-breakpoint
CREATE INDEX `entities_open_period_idx` ON `entities` (`open_period_end`,`audit_required`,`province`,`industry`,`size`);--> statement-breakpoint
-- Written by hand (issue 32): each entity's earliest open (not filed) period end, from its statements.
UPDATE `entities` SET `open_period_end` = (SELECT min(`statements`.`period_end`) FROM `statements` WHERE `statements`.`entity_id` = `entities`.`id` AND `statements`.`stage` NOT IN ('submitted', 'accepted'));
