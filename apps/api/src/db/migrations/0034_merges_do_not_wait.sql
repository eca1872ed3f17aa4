-- The list versions of migrations 0024 and 0025 are sums of change rows that readers merge now
-- and then. Under load many readers found rows to merge at once, and each merge's DELETE waited
-- for the one before it to commit: the readers queued behind each other and the list stalled.
-- One merge at a time is enough: a merge that cannot take the lock leaves the rows to the one
-- that has it, and the reader goes on (the sum, the version, is the same either way).
CREATE OR REPLACE FUNCTION booking_list_changes_merge() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF pg_try_advisory_xact_lock(hashtext('booking_list_changes_merge')) THEN
    WITH gone AS (DELETE FROM booking_list_changes RETURNING n)
    INSERT INTO booking_list_changes (n) SELECT sum(n) FROM gone HAVING count(*) > 0;
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pickup_open_changes_merge() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF pg_try_advisory_xact_lock(hashtext('pickup_open_changes_merge')) THEN
    WITH gone AS (DELETE FROM pickup_open_changes RETURNING n)
    INSERT INTO pickup_open_changes (n) SELECT sum(n) FROM gone HAVING count(*) > 0;
  END IF;
END
$$;
