CREATE TABLE "fee_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"from_year" bigint NOT NULL,
	"version" bigint NOT NULL,
	"fees" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "received_at" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settlement_date" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settlement_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "fee_schedule_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_schedules_year_version_uq" ON "fee_schedules" USING btree ("from_year","version");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");