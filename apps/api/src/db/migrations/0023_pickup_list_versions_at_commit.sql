-- The drivers' list versions (0022) move at commit, all of a transaction's at once and in id
-- order, instead of statement by statement. Moved by each statement, a version row stayed locked
-- from that statement to the commit, and two transactions of several statements could take two
-- drivers' rows in opposite orders (dispatchers reassigning crossing pickups one booking at a
-- time) and deadlock. Now a statement only notes the drivers (a row keyed by its own
-- transaction: no other transaction ever waits on it) and a deferred trigger moves the noted
-- versions when the transaction commits, in one statement sorted by driver: transactions take
-- version rows in the same order, and only for the instant of their commit.
CREATE TABLE pickup_list_pending (
  txid xid8 NOT NULL,
  assignee_id uuid NOT NULL,
  PRIMARY KEY (txid, assignee_id)
);--> statement-breakpoint
CREATE FUNCTION pickup_lists_note(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO pickup_list_pending (txid, assignee_id)
  SELECT DISTINCT pg_current_xact_id(), id FROM unnest(ids) id WHERE id IS NOT NULL
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- At commit: the transaction's noted drivers, moved once each (pickup_lists_bump sorts them). The
-- first of its deferred calls takes them all; the others find none.
CREATE FUNCTION pickup_lists_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  WITH gone AS (
    DELETE FROM pickup_list_pending WHERE txid = pg_current_xact_id() RETURNING assignee_id
  )
  SELECT array_agg(assignee_id) INTO ids FROM gone;
  IF ids IS NOT NULL THEN
    PERFORM pickup_lists_bump(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER pickup_list_pending_flush AFTER INSERT ON pickup_list_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION pickup_lists_flush();--> statement-breakpoint
CREATE OR REPLACE FUNCTION pickup_lists_bookings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_lists_note(ARRAY(SELECT assignee_id FROM pickup_new WHERE status = 'ASSIGNED'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pickup_lists_bookings_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_lists_note(ARRAY(
    SELECT assignee_id FROM pickup_old WHERE status = 'ASSIGNED'
    UNION SELECT assignee_id FROM pickup_new WHERE status = 'ASSIGNED'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pickup_lists_bookings_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_lists_note(ARRAY(SELECT assignee_id FROM pickup_old WHERE status = 'ASSIGNED'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pickup_lists_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_lists_note(ARRAY(
    SELECT assignee_id FROM bookings WHERE customer_id = NEW.id AND status = 'ASSIGNED'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pickup_lists_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pickup_lists_note(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
