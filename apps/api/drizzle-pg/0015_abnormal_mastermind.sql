CREATE TABLE "desk_years" (
	"statement_id" text PRIMARY KEY NOT NULL,
	"reporting_year" bigint NOT NULL,
	"entity_id" text NOT NULL,
	"province" text,
	"industry" text,
	"size" text,
	"audit_required" boolean,
	"open_period_end" text
);
--> statement-breakpoint
ALTER TABLE "desk_years" ADD CONSTRAINT "desk_years_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_years" ADD CONSTRAINT "desk_years_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_years_year_idx" ON "desk_years" USING btree ("reporting_year","province","industry","size","audit_required","open_period_end");--> statement-breakpoint
CREATE INDEX "desk_years_year_open_idx" ON "desk_years" USING btree ("reporting_year","open_period_end","audit_required","province","industry","size");--> statement-breakpoint
CREATE INDEX "desk_years_entity_idx" ON "desk_years" USING btree ("entity_id");--> statement-breakpoint
-- Written by hand (issue 32): the compliance list's copy of every statement's year (period end while not filed).
INSERT INTO "desk_years" ("statement_id", "entity_id", "reporting_year", "province", "industry", "size", "audit_required", "open_period_end") SELECT "statements"."id", "statements"."entity_id", "statements"."reporting_year", "entities"."province", "entities"."industry", "entities"."size", "entities"."audit_required", CASE WHEN "statements"."stage" IN ('submitted', 'accepted') THEN NULL ELSE "statements"."period_end" END FROM "statements" INNER JOIN "entities" ON "entities"."id" = "statements"."entity_id";
