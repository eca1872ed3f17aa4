-- The bookings list (GET /bookings) answered from an API instance's memory while nothing it can
-- show or filter on has changed: a booking's listed or filtered columns, or a customer's code,
-- name or sales user. Every statement that writes one adds a row here; the version is the sum
-- of `n`, raised by every commit of such a write whatever order transactions commit in (as
-- pickup_open_changes, migration 0024: writers only insert, nobody waits). A reader merges the
-- rows into one now and then (booking_list_changes_merge), which keeps the sum.
-- Statement triggers that look at the rows written: a statement adds its row only when it wrote
-- a booking, or changed a value a list shows or filters on; a large import adds one row.
CREATE TABLE booking_list_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  n bigint NOT NULL DEFAULT 1
);--> statement-breakpoint
INSERT INTO booking_list_changes DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION booking_list_changes_merge() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM booking_list_changes RETURNING n)
  INSERT INTO booking_list_changes (n) SELECT sum(n) FROM gone HAVING count(*) > 0
$$;--> statement-breakpoint
CREATE FUNCTION booking_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_list_changes DEFAULT VALUES;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION booking_list_bookings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM booking_list_new) THEN
    INSERT INTO booking_list_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION booking_list_bookings_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM booking_list_old) THEN
    INSERT INTO booking_list_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The columns a list shows (code, tracking number, status, customer, service, carrier, receiver
-- name and country, chargeable weight, total, currency, created at, test) or filters on (the
-- parties' toVerify flags).
CREATE FUNCTION booking_list_bookings_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM booking_list_old o JOIN booking_list_new n ON n.id = o.id
    WHERE (o.code, o.tracking_number, o.status, o.customer_id, o.service, o.carrier, o.receiver_name,
           o.receiver_country, o.chargeable_weight, o.total, o.price_currency, o.created_at, o.is_test,
           o.sender->>'toVerify', o.receiver->>'toVerify')
      IS DISTINCT FROM
          (n.code, n.tracking_number, n.status, n.customer_id, n.service, n.carrier, n.receiver_name,
           n.receiver_country, n.chargeable_weight, n.total, n.price_currency, n.created_at, n.is_test,
           n.sender->>'toVerify', n.receiver->>'toVerify')
  ) OR EXISTS (
    SELECT 1 FROM booking_list_new n WHERE NOT EXISTS (SELECT 1 FROM booking_list_old o WHERE o.id = n.id)
  ) THEN
    INSERT INTO booking_list_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_list_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS booking_list_new
  FOR EACH STATEMENT EXECUTE FUNCTION booking_list_bookings_insert();--> statement-breakpoint
CREATE TRIGGER bookings_list_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS booking_list_old NEW TABLE AS booking_list_new
  FOR EACH STATEMENT EXECUTE FUNCTION booking_list_bookings_update();--> statement-breakpoint
CREATE TRIGGER bookings_list_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS booking_list_old
  FOR EACH STATEMENT EXECUTE FUNCTION booking_list_bookings_delete();--> statement-breakpoint
CREATE TRIGGER bookings_list_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION booking_list_changed();--> statement-breakpoint
-- A customer's code and name are on every row of its bookings; its sales user decides which
-- bookings a sales user's list holds. (A customer with bookings cannot be deleted.)
CREATE FUNCTION booking_list_customers_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM booking_list_old o JOIN booking_list_new n ON n.id = o.id
    WHERE (o.code, o.company_name, o.contact_name, o.sales_user_id)
      IS DISTINCT FROM (n.code, n.company_name, n.contact_name, n.sales_user_id)
  ) OR EXISTS (
    SELECT 1 FROM booking_list_new n WHERE NOT EXISTS (SELECT 1 FROM booking_list_old o WHERE o.id = n.id)
  ) THEN
    INSERT INTO booking_list_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER customers_list_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS booking_list_old NEW TABLE AS booking_list_new
  FOR EACH STATEMENT EXECUTE FUNCTION booking_list_customers_update();--> statement-breakpoint
CREATE TRIGGER customers_list_truncate AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION booking_list_changed();
