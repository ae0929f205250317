DROP INDEX `exchange_rates_currency_date_type_uq`;--> statement-breakpoint
ALTER TABLE `exchange_rates` ADD `entity_id` text REFERENCES entities(id) ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX `exchange_rates_entity_currency_date_type_uq` ON `exchange_rates` (`entity_id`,`currency`,`release_date`,`rate_type`);--> statement-breakpoint
CREATE UNIQUE INDEX `exchange_rates_currency_date_type_uq` ON `exchange_rates` (`currency`,`release_date`,`rate_type`) WHERE "exchange_rates"."entity_id" is null;