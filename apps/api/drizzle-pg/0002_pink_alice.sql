ALTER TABLE "statements" ADD COLUMN "approval_code_sent_at" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "approval_code_window_start" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "approval_codes_in_window" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "approval_tries_in_window" bigint DEFAULT 0 NOT NULL;