DROP INDEX "entities_name_idx";--> statement-breakpoint
CREATE INDEX "entities_name_idx" ON "entities" USING btree ("name_en","registration_number");