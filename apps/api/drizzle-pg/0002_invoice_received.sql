ALTER TABLE "invoices" ADD COLUMN "received_at" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settlement_date" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settlement_reference" text;--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");