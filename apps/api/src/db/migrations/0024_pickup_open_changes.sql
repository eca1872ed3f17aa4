-- The dispatcher's list (GET /pickups/assignable) answered from an API instance's memory while no
-- open pickup changed. It shows open bookings (BOOKED, ASSIGNED) with their customer's code and
-- name and their assignee's username and name, so every statement that writes a booking open
-- before or after it, or a customer's or user's name shown on an open booking, adds a row here.
-- Its version is the sum of `n`: writers only insert (no row is locked, nobody waits), and every
-- commit of such a write raises the sum, whatever order transactions commit in. A reader merges
-- the rows into one now and then (pickup_open_changes_merge) in a single statement, which keeps
-- the sum: each row deleted is counted once into the row it inserts.
CREATE TABLE pickup_open_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  n bigint NOT NULL DEFAULT 1
);--> statement-breakpoint
INSERT INTO pickup_open_changes DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION pickup_open_changes_merge() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM pickup_open_changes RETURNING n)
  INSERT INTO pickup_open_changes (n) SELECT sum(n) FROM gone HAVING count(*) > 0
$$;--> statement-breakpoint
CREATE FUNCTION pickup_open_bookings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pickup_open_new WHERE status IN ('BOOKED', 'ASSIGNED')) THEN
    INSERT INTO pickup_open_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION pickup_open_bookings_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pickup_open_old WHERE status IN ('BOOKED', 'ASSIGNED'))
    OR EXISTS (SELECT 1 FROM pickup_open_new WHERE status IN ('BOOKED', 'ASSIGNED')) THEN
    INSERT INTO pickup_open_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION pickup_open_bookings_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pickup_open_old WHERE status IN ('BOOKED', 'ASSIGNED')) THEN
    INSERT INTO pickup_open_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION pickup_open_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pickup_open_changes DEFAULT VALUES;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_pickup_open_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS pickup_open_new
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_open_bookings_insert();--> statement-breakpoint
CREATE TRIGGER bookings_pickup_open_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS pickup_open_old NEW TABLE AS pickup_open_new
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_open_bookings_update();--> statement-breakpoint
CREATE TRIGGER bookings_pickup_open_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS pickup_open_old
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_open_bookings_delete();--> statement-breakpoint
CREATE TRIGGER bookings_pickup_open_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_open_changed();--> statement-breakpoint
CREATE TRIGGER customers_pickup_open_truncate AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_open_changed();--> statement-breakpoint
CREATE TRIGGER users_pickup_open_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_open_changed();--> statement-breakpoint
-- A customer's code or name, or a user's username or name, shown on an open booking.
CREATE FUNCTION pickup_open_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM bookings WHERE customer_id = NEW.id AND status IN ('BOOKED', 'ASSIGNED')) THEN
    INSERT INTO pickup_open_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER customers_pickup_open AFTER UPDATE OF code, company_name, contact_name ON customers
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.company_name IS DISTINCT FROM NEW.company_name
    OR OLD.contact_name IS DISTINCT FROM NEW.contact_name)
  EXECUTE FUNCTION pickup_open_customer();--> statement-breakpoint
CREATE FUNCTION pickup_open_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM bookings WHERE assignee_id = NEW.id AND status IN ('BOOKED', 'ASSIGNED')) THEN
    INSERT INTO pickup_open_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_pickup_open AFTER UPDATE OF username, full_name ON users
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.full_name IS DISTINCT FROM NEW.full_name)
  EXECUTE FUNCTION pickup_open_user();
