ALTER TABLE "credential_requests" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "credential_requests" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "credential_requests" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "entity_name_en" text;--> statement-breakpoint
CREATE INDEX "credential_requests_created_idx" ON "credential_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "credential_requests_province_created_idx" ON "credential_requests" USING btree ("province","created_at","id");--> statement-breakpoint
CREATE INDEX "credential_requests_place_idx" ON "credential_requests" USING btree ("province","industry","size","status");--> statement-breakpoint
CREATE INDEX "entities_province_name_idx" ON "entities" USING btree ("province","name_en","registration_number");--> statement-breakpoint
CREATE INDEX "invoices_province_date_idx" ON "invoices" USING btree ("province","date","number");--> statement-breakpoint
CREATE INDEX "invoices_place_idx" ON "invoices" USING btree ("province","industry","size","reporting_year","status","due_date");--> statement-breakpoint
CREATE INDEX "submissions_submitted_id_idx" ON "submissions" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_status_submitted_idx" ON "submissions" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_province_submitted_idx" ON "submissions" USING btree ("province","submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_year_submitted_idx" ON "submissions" USING btree ("reporting_year","submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_name_idx" ON "submissions" USING btree ("entity_name_en","reporting_year","id");--> statement-breakpoint
CREATE INDEX "submissions_place_idx" ON "submissions" USING btree ("province","industry","size","reporting_year","status");--> statement-breakpoint
-- Written by hand (issue 32): the copies of each entity's place (and name) on its existing rows.
UPDATE "submissions" SET "province" = (SELECT "entities"."province" FROM "entities" WHERE "entities"."id" = "submissions"."entity_id"), "industry" = (SELECT "entities"."industry" FROM "entities" WHERE "entities"."id" = "submissions"."entity_id"), "size" = (SELECT "entities"."size" FROM "entities" WHERE "entities"."id" = "submissions"."entity_id"), "entity_name_en" = (SELECT "entities"."name_en" FROM "entities" WHERE "entities"."id" = "submissions"."entity_id");--> statement-breakpoint
UPDATE "invoices" SET "province" = (SELECT "entities"."province" FROM "entities" WHERE "entities"."id" = "invoices"."entity_id"), "industry" = (SELECT "entities"."industry" FROM "entities" WHERE "entities"."id" = "invoices"."entity_id"), "size" = (SELECT "entities"."size" FROM "entities" WHERE "entities"."id" = "invoices"."entity_id");--> statement-breakpoint
UPDATE "credential_requests" SET "province" = (SELECT "entities"."province" FROM "entities" WHERE "entities"."id" = "credential_requests"."entity_id"), "industry" = (SELECT "entities"."industry" FROM "entities" WHERE "entities"."id" = "credential_requests"."entity_id"), "size" = (SELECT "entities"."size" FROM "entities" WHERE "entities"."id" = "credential_requests"."entity_id");
