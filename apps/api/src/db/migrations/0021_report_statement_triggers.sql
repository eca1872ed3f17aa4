-- The reports' summaries kept per statement, not per row (ADR 020). The row triggers of 0015 made
-- a statement that writes many bookings (a POD import of 5,000 rows) upsert the same few summary
-- lines tens of thousands of times in one transaction, each update walking the chain of its own
-- dead versions. Statement triggers read the statement's changed rows from its transition tables,
-- sum what they add and take away per summary line, and write each line once; the milestones
-- (first pickup and delivery on the booking) are refreshed by one UPDATE for all the bookings
-- whose events changed. What the summaries hold is unchanged: report_fill() still computes it.
--
-- What a booking counts for in the summaries, and nothing else: the fields they read, its pickup
-- only when it has both a time and someone to credit, its delivery time only when it is
-- delivered. A cancelled booking, or a test one (0020), counts for nothing and has no part.
-- Equal parts count the same, so an update that leaves a booking's part as it was moves nothing
-- (0015's WHEN condition, narrowed to what actually counts: assigning a booking not yet picked
-- up, say).
CREATE TYPE report_part AS (
  customer_id uuid,
  currency text,
  service text,
  carrier text,
  office text,
  created_at timestamptz,
  piece_count numeric,
  kg numeric,
  base_fee numeric,
  surcharge_total numeric,
  discount numeric,
  total numeric,
  picked_up_at timestamptz,
  picked_up_staff uuid,
  delivered_at timestamptz
);
--> statement-breakpoint
-- Whether a booking counts in the reports at all: not cancelled, not a test booking (0020).
CREATE FUNCTION report_counts(b bookings) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT b.status <> 'CANCELLED' AND NOT b.is_test
$$;
--> statement-breakpoint
CREATE FUNCTION report_part_of(b bookings) RETURNS report_part LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ROW(b.customer_id, b.price_currency, b.service, b.carrier, b.office, b.created_at, b.piece_count,
    b.chargeable_weight, b.base_fee, b.surcharge_total, b.discount, b.total,
    CASE WHEN coalesce(b.assignee_id, b.picked_up_by) IS NOT NULL THEN b.picked_up_at END,
    CASE WHEN b.picked_up_at IS NOT NULL THEN coalesce(b.assignee_id, b.picked_up_by) END,
    CASE WHEN b.status = 'DELIVERED' THEN b.delivered_at END)::report_part
$$;
--> statement-breakpoint
-- Takes away the parts `gone` and adds the parts `come`: each
-- summary line they touch is written once with the net change, in key order (two writers meet
-- lines in the same order), and a line whose shipments fall to 0 goes.
CREATE FUNCTION report_apply_parts(gone report_part[], come report_part[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  emptied tid[];
BEGIN
  IF cardinality(gone) = 0 AND cardinality(come) = 0 THEN
    RETURN;
  END IF;
  WITH p AS (
    SELECT -1 AS sign, x.* FROM unnest(gone) x
    UNION ALL
    SELECT 1, x.* FROM unnest(come) x
  ), k AS (
    SELECT p.*, k.kind, k.day AS at_day, k.staff_id, k.lead,
      CASE WHEN p.discount > 0 THEN p.sign ELSE 0 END AS disc
    FROM p
    CROSS JOIN LATERAL (VALUES
      ('BOOKED', report_day(p.created_at), NULL::uuid, 0::numeric),
      ('PICKED_UP', report_day(p.picked_up_at), p.picked_up_staff, 0::numeric),
      ('DELIVERED', report_day(p.delivered_at), NULL::uuid, extract(epoch FROM p.delivered_at - p.created_at))
    ) k(kind, day, staff_id, lead)
    WHERE k.day IS NOT NULL
  ), delta AS (
    SELECT g.grain, k.kind,
      CASE g.grain WHEN 'D' THEN k.at_day ELSE date_trunc('month', k.at_day::timestamp)::date END AS day,
      k.customer_id, k.currency, k.staff_id,
      sum(k.sign)::int AS shipments, sum(k.sign * k.piece_count) AS pieces, sum(k.sign * k.kg) AS kg,
      sum(k.sign * k.base_fee) AS base_fee, sum(k.sign * k.surcharge_total) AS surcharge_total,
      sum(k.sign * k.discount) AS discount, sum(k.sign * k.total) AS revenue, sum(k.disc)::int AS disc_shipments,
      sum(k.disc * (k.base_fee + k.surcharge_total)) AS disc_gross, sum(k.disc * k.discount) AS disc_discount,
      sum(k.disc * k.total) AS disc_total, sum(k.sign * k.lead) AS lead_seconds
    FROM k CROSS JOIN (VALUES ('D'), ('M')) g(grain)
    GROUP BY 1, 2, 3, 4, 5, 6
  ), up AS (
    INSERT INTO report_customer_daily AS r (grain, kind, day, customer_id, currency, staff_id, shipments, pieces,
      kg, base_fee, surcharge_total, discount, revenue, disc_shipments, disc_gross, disc_discount, disc_total,
      lead_seconds)
    SELECT * FROM delta
    -- Lines whose parts cancel out (a booking moved and another moved back) are left alone.
    WHERE (shipments, pieces, kg, base_fee, surcharge_total, discount, revenue, disc_shipments, disc_gross,
        disc_discount, disc_total, lead_seconds) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY kind, grain, day, customer_id, currency, staff_id
    ON CONFLICT (kind, grain, day, customer_id, currency, staff_id) DO UPDATE SET
      shipments = r.shipments + excluded.shipments,
      pieces = r.pieces + excluded.pieces,
      kg = r.kg + excluded.kg,
      base_fee = r.base_fee + excluded.base_fee,
      surcharge_total = r.surcharge_total + excluded.surcharge_total,
      discount = r.discount + excluded.discount,
      revenue = r.revenue + excluded.revenue,
      disc_shipments = r.disc_shipments + excluded.disc_shipments,
      disc_gross = r.disc_gross + excluded.disc_gross,
      disc_discount = r.disc_discount + excluded.disc_discount,
      disc_total = r.disc_total + excluded.disc_total,
      lead_seconds = r.lead_seconds + excluded.lead_seconds
    RETURNING r.ctid, r.shipments
  )
  SELECT array_agg(ctid) FILTER (WHERE shipments = 0) INTO emptied FROM up;
  -- The lines just emptied, by the address the upsert returned (this transaction holds them).
  IF emptied IS NOT NULL THEN
    DELETE FROM report_customer_daily WHERE ctid = ANY (emptied);
  END IF;

  WITH p AS (
    SELECT -1 AS sign, x.* FROM unnest(gone) x
    UNION ALL
    SELECT 1, x.* FROM unnest(come) x
  ), delta AS (
    SELECT report_day(p.created_at) AS day, p.service, p.carrier, p.office, p.currency,
      sum(p.sign)::int AS shipments, sum(p.sign * p.piece_count) AS pieces, sum(p.sign * p.kg) AS kg,
      sum(p.sign * p.total) AS revenue, sum(p.sign * p.discount) AS discount
    FROM p
    GROUP BY 1, 2, 3, 4, 5
  ), up AS (
    INSERT INTO report_service_daily AS r (day, service, carrier, office, currency, shipments, pieces, kg, revenue,
      discount)
    SELECT * FROM delta
    WHERE (shipments, pieces, kg, revenue, discount) <> (0, 0, 0, 0, 0)
    ORDER BY day, service, carrier, office, currency
    ON CONFLICT (day, service, carrier, office, currency) DO UPDATE SET
      shipments = r.shipments + excluded.shipments,
      pieces = r.pieces + excluded.pieces,
      kg = r.kg + excluded.kg,
      revenue = r.revenue + excluded.revenue,
      discount = r.discount + excluded.discount
    RETURNING r.ctid, r.shipments
  )
  SELECT array_agg(ctid) FILTER (WHERE shipments = 0) INTO emptied FROM up;
  IF emptied IS NOT NULL THEN
    DELETE FROM report_service_daily WHERE ctid = ANY (emptied);
  END IF;
END
$$;
--> statement-breakpoint
-- 0015's one-booking entry point (0020's, skipping test bookings), now through the same path.
CREATE OR REPLACE FUNCTION report_apply(b bookings, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT report_counts(b) THEN
    RETURN;
  ELSIF sign < 0 THEN
    PERFORM report_apply_parts(ARRAY[report_part_of(b)], '{}');
  ELSE
    PERFORM report_apply_parts('{}', ARRAY[report_part_of(b)]);
  END IF;
END
$$;
--> statement-breakpoint
DROP TRIGGER bookings_report_write ON bookings;--> statement-breakpoint
DROP TRIGGER bookings_report_update ON bookings;--> statement-breakpoint
DROP FUNCTION bookings_report_trigger();--> statement-breakpoint
DROP FUNCTION report_add(text, date, bookings, uuid, numeric, int);--> statement-breakpoint
-- One trigger function for the three kinds of statement (a trigger with transition tables takes
-- one event): each passes the parts of the rows the statement changed.
CREATE FUNCTION bookings_report_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_apply_parts('{}',
      ARRAY(SELECT report_part_of(n) FROM report_new n WHERE report_counts(n)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_apply_parts(
      ARRAY(SELECT report_part_of(o) FROM report_old o WHERE report_counts(o)), '{}');
  ELSE
    -- A row whose part the update left as it was is in both sets: the differences leave it out.
    PERFORM report_apply_parts(
      ARRAY(SELECT report_part_of(o) FROM report_old o WHERE report_counts(o)
        EXCEPT ALL SELECT report_part_of(n) FROM report_new n WHERE report_counts(n)),
      ARRAY(SELECT report_part_of(n) FROM report_new n WHERE report_counts(n)
        EXCEPT ALL SELECT report_part_of(o) FROM report_old o WHERE report_counts(o)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_report_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS report_new
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_report_statement();--> statement-breakpoint
CREATE TRIGGER bookings_report_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_report_statement();--> statement-breakpoint
CREATE TRIGGER bookings_report_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS report_old
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_report_statement();--> statement-breakpoint
-- These bookings' first PICKED_UP and first DELIVERED event onto their rows, in one UPDATE (a
-- booking left without such events gets nulls; one already right is not written).
CREATE FUNCTION report_milestones_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings b
  SET picked_up_at = p.occurred_at, picked_up_by = p.actor_id, delivered_at = d.occurred_at, delivered_by = d.actor_id
  FROM (SELECT DISTINCT id FROM unnest(ids) id) i
  LEFT JOIN LATERAL (
    SELECT e.occurred_at, e.actor_id FROM booking_events e
    WHERE e.booking_id = i.id AND e.status = 'PICKED_UP' ORDER BY e.occurred_at, e.created_at, e.id LIMIT 1
  ) p ON true
  LEFT JOIN LATERAL (
    SELECT e.occurred_at, e.actor_id FROM booking_events e
    WHERE e.booking_id = i.id AND e.status = 'DELIVERED' ORDER BY e.occurred_at, e.created_at, e.id LIMIT 1
  ) d ON true
  WHERE b.id = i.id
    AND (b.picked_up_at, b.picked_up_by, b.delivered_at, b.delivered_by)
      IS DISTINCT FROM (p.occurred_at, p.actor_id, d.occurred_at, d.actor_id);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_milestones_refresh(bid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_milestones_refresh(ARRAY[bid]);
END
$$;
--> statement-breakpoint
DROP TRIGGER booking_events_report_write ON booking_events;--> statement-breakpoint
DROP FUNCTION booking_events_report_trigger();--> statement-breakpoint
CREATE FUNCTION booking_events_report_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT n.booking_id FROM report_new n WHERE n.status IN ('PICKED_UP', 'DELIVERED'));
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT o.booking_id FROM report_old o WHERE o.status IN ('PICKED_UP', 'DELIVERED'));
  ELSE
    ids := ARRAY(
      SELECT o.booking_id FROM report_old o WHERE o.status IN ('PICKED_UP', 'DELIVERED')
      UNION
      SELECT n.booking_id FROM report_new n WHERE n.status IN ('PICKED_UP', 'DELIVERED'));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM report_milestones_refresh(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_events_report_insert AFTER INSERT ON booking_events REFERENCING NEW TABLE AS report_new
  FOR EACH STATEMENT EXECUTE FUNCTION booking_events_report_statement();--> statement-breakpoint
CREATE TRIGGER booking_events_report_update AFTER UPDATE ON booking_events
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new
  FOR EACH STATEMENT EXECUTE FUNCTION booking_events_report_statement();--> statement-breakpoint
CREATE TRIGGER booking_events_report_delete AFTER DELETE ON booking_events REFERENCING OLD TABLE AS report_old
  FOR EACH STATEMENT EXECUTE FUNCTION booking_events_report_statement();
