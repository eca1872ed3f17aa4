-- The dispatcher's list for a day shows the bookings open for pickup on or before it (issue 37).
-- A change row now carries the earliest pickup day it touches (`day`; null: any day, as a
-- customer's or user's new name), and the version of the list for day D is the sum of the rows
-- of days up to D. A booking made for the day after tomorrow leaves today's list as it was kept:
-- beside the day's bookings, 20 a second, today's list had been built again for every request.
-- A delete of an open booking (a test booking's purge, rare) still adds a row of any day.
-- A merge sums the rows of each day, and folds the days more than a week old into the oldest
-- one: a row moved to an earlier day only raises the versions between the two, so no version
-- ever goes back to a value a kept list was built at.
ALTER TABLE pickup_open_changes ADD COLUMN day date;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pickup_open_changes_merge() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF pg_try_advisory_xact_lock(hashtext('pickup_open_changes_merge')) THEN
    WITH gone AS (DELETE FROM pickup_open_changes RETURNING day, n),
    oldest AS (SELECT min(day) AS day FROM gone)
    INSERT INTO pickup_open_changes (day, n)
      SELECT CASE WHEN g.day < current_date - 7 THEN o.day ELSE g.day END, sum(g.n)
      FROM gone g, oldest o GROUP BY 1;
  END IF;
END
$$;--> statement-breakpoint
-- The rows touched, as their pickup days (a null day: a booking with none): one change row for
-- the earliest, none when no open booking was touched.
CREATE FUNCTION pickup_open_touched(days date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO pickup_open_changes (day) SELECT min(d) FROM unnest(days) AS d HAVING count(*) > 0
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pickup_open_bookings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_open_touched(ARRAY(SELECT pickup_date FROM pickup_open_new WHERE status IN ('BOOKED', 'ASSIGNED')));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pickup_open_bookings_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_open_touched(ARRAY(
    SELECT pickup_date FROM pickup_open_old WHERE status IN ('BOOKED', 'ASSIGNED')
    UNION ALL SELECT pickup_date FROM pickup_open_new WHERE status IN ('BOOKED', 'ASSIGNED')));
  RETURN NULL;
END
$$;
