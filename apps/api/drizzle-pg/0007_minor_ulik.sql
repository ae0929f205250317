CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "write_generation" (
	"id" bigint PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
