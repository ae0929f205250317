CREATE TABLE "mapping_evidence" (
	"id" text PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"framework" text NOT NULL,
	"name_key" text NOT NULL,
	"concept" text NOT NULL,
	"submission_id" text NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mapping_evidence" ADD CONSTRAINT "mapping_evidence_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mapping_evidence_uq" ON "mapping_evidence" USING btree ("entity_id","framework","name_key","concept");--> statement-breakpoint
CREATE INDEX "mapping_evidence_name_idx" ON "mapping_evidence" USING btree ("framework","name_key");