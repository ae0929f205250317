DROP INDEX "submissions_status_idx";--> statement-breakpoint
DROP INDEX "submissions_submitted_at_idx";