-- The audit log is append-only: the database itself refuses to change or delete a row, whatever the code does.
-- (PostgreSQL equivalent for the later port: a BEFORE UPDATE OR DELETE trigger that raises.)
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
