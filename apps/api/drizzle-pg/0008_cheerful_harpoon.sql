CREATE TABLE "reminder_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"reporting_year" bigint NOT NULL,
	"kind" text NOT NULL,
	"sent_at" text DEFAULT (to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	CONSTRAINT "staff_invitations_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_uq" ON "reminder_sends" USING btree ("entity_id","reporting_year","kind");