ALTER TABLE `audit_log` ADD `entity_id` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `statement_id` text;--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_statement_idx` ON `audit_log` (`statement_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor`,`id`);--> statement-breakpoint
CREATE INDEX `credential_requests_status_created_idx` ON `credential_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `credential_requests_entity_idx` ON `credential_requests` (`entity_id`);--> statement-breakpoint
CREATE INDEX `entities_province_idx` ON `entities` (`province`,`industry`,`size`);--> statement-breakpoint
CREATE INDEX `entities_industry_idx` ON `entities` (`industry`);--> statement-breakpoint
CREATE INDEX `entities_size_idx` ON `entities` (`size`);--> statement-breakpoint
CREATE INDEX `entities_name_idx` ON `entities` (`name_en`);--> statement-breakpoint
CREATE INDEX `invoices_year_status_idx` ON `invoices` (`reporting_year`,`status`);--> statement-breakpoint
CREATE INDEX `invoices_date_idx` ON `invoices` (`date`,`number`);--> statement-breakpoint
CREATE INDEX `invoices_due_idx` ON `invoices` (`due_date`,`number`);--> statement-breakpoint
CREATE INDEX `invoices_amount_idx` ON `invoices` (`amount_due`,`number`);--> statement-breakpoint
CREATE INDEX `invoices_status_date_idx` ON `invoices` (`status`,`date`,`number`);--> statement-breakpoint
CREATE INDEX `statements_year_stage_idx` ON `statements` (`reporting_year`,`stage`);--> statement-breakpoint
CREATE INDEX `statements_stage_period_idx` ON `statements` (`stage`,`period_end`);--> statement-breakpoint
CREATE INDEX `submissions_year_status_idx` ON `submissions` (`reporting_year`,`status`);--> statement-breakpoint
CREATE INDEX `submissions_submitted_at_idx` ON `submissions` (`submitted_at`);--> statement-breakpoint
CREATE INDEX `submissions_entity_year_idx` ON `submissions` (`entity_id`,`reporting_year`);--> statement-breakpoint
-- Written by hand (issue 32): the rows written before this migration get their entity and statement, resolved from
-- their subject as the API now does on every write. The append-only trigger is lifted for this one update only.
DROP TRIGGER `audit_log_no_update`;--> statement-breakpoint
UPDATE `audit_log` SET
	`entity_id` = CASE `subject_type`
		WHEN 'entity' THEN `subject_id`
		WHEN 'statement' THEN (SELECT s.entity_id FROM statements s WHERE s.id = `audit_log`.`subject_id`)
		WHEN 'membership' THEN (SELECT m.entity_id FROM memberships m WHERE m.id = `audit_log`.`subject_id`)
		WHEN 'invoice' THEN (SELECT i.entity_id FROM invoices i WHERE i.id = `audit_log`.`subject_id`)
		WHEN 'submission' THEN (SELECT b.entity_id FROM submissions b WHERE b.id = `audit_log`.`subject_id`)
		WHEN 'credential_request' THEN (SELECT r.entity_id FROM credential_requests r WHERE r.id = `audit_log`.`subject_id`)
		WHEN 'account' THEN (SELECT a.entity_id FROM accounts a WHERE a.id = `audit_log`.`subject_id`)
	END,
	`statement_id` = CASE `subject_type`
		WHEN 'statement' THEN `subject_id`
		WHEN 'submission' THEN (SELECT b.statement_id FROM submissions b WHERE b.id = `audit_log`.`subject_id`)
		WHEN 'invoice' THEN (SELECT i.statement_id FROM invoices i WHERE i.id = `audit_log`.`subject_id`)
	END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
