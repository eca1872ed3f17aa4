-- The bookings list's version (migration 0025) per status (issue 37). A change row now carries
-- the status of the bookings it touched (`status`; null: every status, as a customer's new name
-- or a truncate), one row per status a statement touched: for an update, the old status and the
-- new one of each changed booking. A list filtered on one status reads the sum of its own rows
-- and the null ones; a list of every status reads them all. Beside the day's writes (bookings
-- created as BOOKED, scans of bookings in transit) the lists of the other statuses stay kept,
-- where each new booking had made every list be built again.
-- A merge sums each status's rows: every sum a list reads is kept, so none goes back.
ALTER TABLE booking_list_changes ADD COLUMN status text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_list_changes_merge() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF pg_try_advisory_xact_lock(hashtext('booking_list_changes_merge')) THEN
    WITH gone AS (DELETE FROM booking_list_changes RETURNING status, n)
    INSERT INTO booking_list_changes (status, n) SELECT status, sum(n) FROM gone GROUP BY status;
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_list_bookings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_list_changes (status) SELECT DISTINCT status FROM booking_list_new;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_list_bookings_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_list_changes (status) SELECT DISTINCT status FROM booking_list_old;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- As migration 0038, one pass over the new rows each joined to its old one, now naming the
-- statuses the changed rows had and have.
CREATE OR REPLACE FUNCTION booking_list_bookings_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_list_changes (status)
  SELECT DISTINCT s FROM (
    SELECT o.status AS old_status, n.status AS new_status FROM booking_list_new n
    LEFT JOIN booking_list_old o ON o.id = n.id
    WHERE o.id IS NULL
      OR (o.code, o.tracking_number, o.status, o.customer_id, o.service, o.carrier, o.receiver_name,
          o.receiver_country, o.chargeable_weight, o.total, o.price_currency, o.created_at, o.is_test,
          o.pieces_missing, o.sender->>'toVerify', o.receiver->>'toVerify')
        IS DISTINCT FROM
         (n.code, n.tracking_number, n.status, n.customer_id, n.service, n.carrier, n.receiver_name,
          n.receiver_country, n.chargeable_weight, n.total, n.price_currency, n.created_at, n.is_test,
          n.pieces_missing, n.sender->>'toVerify', n.receiver->>'toVerify')
  ) changed, LATERAL (VALUES (old_status), (new_status)) AS v(s)
  WHERE s IS NOT NULL;
  RETURN NULL;
END
$$;
