-- A driver's own pickups (GET /pickups/mine) are answered from an API instance's memory while
-- nothing they show has changed. Every write that can change what a driver's list shows moves
-- that driver's version here, inside the writing transaction; a request reads the version (one
-- primary-key lookup) and builds the list again only when it moved. A driver's list shows their
-- ASSIGNED bookings with each booking's customer (code and name) and the driver's own name, so:
-- a booking that is ASSIGNED before or after a statement moves its assignee's version; a
-- customer's new code or name moves the versions of the drivers holding its ASSIGNED bookings;
-- a user's new username or full name moves their own. Versions come from one sequence, so a
-- version never repeats, not even after a TRUNCATE (which moves them all).
CREATE SEQUENCE pickup_list_version_seq;--> statement-breakpoint
CREATE TABLE pickup_list_versions (
  assignee_id uuid PRIMARY KEY,
  version bigint NOT NULL
);--> statement-breakpoint
-- Moves the versions of `ids` (nulls ignored), each once, in id order (two writers meet the rows
-- in the same order).
CREATE FUNCTION pickup_lists_bump(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO pickup_list_versions (assignee_id, version)
  SELECT id, nextval('pickup_list_version_seq')
  FROM (SELECT DISTINCT id FROM unnest(ids) id WHERE id IS NOT NULL) x
  ORDER BY id
  ON CONFLICT (assignee_id) DO UPDATE SET version = excluded.version
$$;--> statement-breakpoint
CREATE FUNCTION pickup_lists_bookings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_lists_bump(ARRAY(SELECT assignee_id FROM pickup_new WHERE status = 'ASSIGNED'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION pickup_lists_bookings_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_lists_bump(ARRAY(
    SELECT assignee_id FROM pickup_old WHERE status = 'ASSIGNED'
    UNION SELECT assignee_id FROM pickup_new WHERE status = 'ASSIGNED'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION pickup_lists_bookings_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_lists_bump(ARRAY(SELECT assignee_id FROM pickup_old WHERE status = 'ASSIGNED'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION pickup_lists_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pickup_list_versions SET version = nextval('pickup_list_version_seq');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_pickup_lists_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS pickup_new
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_lists_bookings_insert();--> statement-breakpoint
CREATE TRIGGER bookings_pickup_lists_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS pickup_old NEW TABLE AS pickup_new
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_lists_bookings_update();--> statement-breakpoint
CREATE TRIGGER bookings_pickup_lists_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS pickup_old
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_lists_bookings_delete();--> statement-breakpoint
CREATE TRIGGER bookings_pickup_lists_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_lists_all();--> statement-breakpoint
CREATE TRIGGER customers_pickup_lists_truncate AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_lists_all();--> statement-breakpoint
CREATE TRIGGER users_pickup_lists_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_lists_all();--> statement-breakpoint
-- What a card shows of its customer: its code and its name (companyName, else contactName).
CREATE FUNCTION pickup_lists_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_lists_bump(ARRAY(
    SELECT assignee_id FROM bookings WHERE customer_id = NEW.id AND status = 'ASSIGNED'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER customers_pickup_lists AFTER UPDATE OF code, company_name, contact_name ON customers
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.company_name IS DISTINCT FROM NEW.company_name
    OR OLD.contact_name IS DISTINCT FROM NEW.contact_name)
  EXECUTE FUNCTION pickup_lists_customer();--> statement-breakpoint
-- What a card shows of its assignee (the driver): username and full name.
CREATE FUNCTION pickup_lists_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_lists_bump(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_pickup_lists AFTER UPDATE OF username, full_name ON users
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.full_name IS DISTINCT FROM NEW.full_name)
  EXECUTE FUNCTION pickup_lists_user();
