DROP INDEX `entities_name_idx`;--> statement-breakpoint
CREATE INDEX `entities_name_idx` ON `entities` (`name_en`,`registration_number`);