-- Reports' pre-aggregation (ADR 008). The bookings keep their piece count (set by a trigger)
-- and their first pickup and delivery (time and actor, kept by a trigger on booking_events); two summary tables are kept exact by a trigger on bookings in the writing
-- transaction; report_rebuild() recomputes all of it (this migration's backfill, bulk seeds).
CREATE FUNCTION booking_piece_count(pieces jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum((p->>'quantity')::numeric), 0) FROM jsonb_array_elements(pieces) p
$$;
--> statement-breakpoint
-- The Ho Chi Minh day (UTC+7 all year) of an instant.
CREATE FUNCTION report_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '7 hours')::date
$$;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "picked_up_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivered_by" uuid;--> statement-breakpoint
-- Every booking's first PICKED_UP and first DELIVERED event, in bulk.
CREATE FUNCTION report_milestones_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings b
  SET picked_up_at = m.p_at, picked_up_by = m.p_by, delivered_at = m.d_at, delivered_by = m.d_by
  FROM (
    SELECT booking_id,
      (array_agg(occurred_at ORDER BY occurred_at, created_at, id) FILTER (WHERE status = 'PICKED_UP'))[1] AS p_at,
      (array_agg(actor_id ORDER BY occurred_at, created_at, id) FILTER (WHERE status = 'PICKED_UP'))[1] AS p_by,
      (array_agg(occurred_at ORDER BY occurred_at, created_at, id) FILTER (WHERE status = 'DELIVERED'))[1] AS d_at,
      (array_agg(actor_id ORDER BY occurred_at, created_at, id) FILTER (WHERE status = 'DELIVERED'))[1] AS d_by
    FROM booking_events
    WHERE status IN ('PICKED_UP', 'DELIVERED')
    GROUP BY booking_id
  ) m
  WHERE m.booking_id = b.id
    AND (b.picked_up_at, b.picked_up_by, b.delivered_at, b.delivered_by)
      IS DISTINCT FROM (m.p_at, m.p_by, m.d_at, m.d_by);
  UPDATE bookings b
  SET picked_up_at = NULL, picked_up_by = NULL, delivered_at = NULL, delivered_by = NULL
  WHERE (b.picked_up_at IS NOT NULL OR b.delivered_at IS NOT NULL)
    AND NOT EXISTS (
      SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.status IN ('PICKED_UP', 'DELIVERED')
    );
END
$$;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "piece_count" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The piece count from the pieces, on every insert and every update that names them (a plain
-- column kept by a trigger rather than a generated one: code that copies or sets whole rows
-- keeps working, and whatever it writes here is replaced).
CREATE FUNCTION bookings_piece_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.piece_count := booking_piece_count(NEW.pieces);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_piece_count BEFORE INSERT OR UPDATE OF pieces, piece_count ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_piece_count_trigger();--> statement-breakpoint
-- Every booking's piece count, in bulk (rows written while the triggers were off).
CREATE FUNCTION report_pieces_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET piece_count = booking_piece_count(pieces)
  WHERE piece_count IS DISTINCT FROM booking_piece_count(pieces);
END
$$;
--> statement-breakpoint
SELECT report_pieces_rebuild();--> statement-breakpoint
SELECT report_milestones_rebuild();--> statement-breakpoint
CREATE TABLE "report_customer_daily" (
	"grain" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"staff_id" uuid,
	"shipments" integer NOT NULL,
	"pieces" numeric NOT NULL,
	"kg" numeric NOT NULL,
	"base_fee" numeric NOT NULL,
	"surcharge_total" numeric NOT NULL,
	"discount" numeric NOT NULL,
	"revenue" numeric NOT NULL,
	"disc_shipments" integer NOT NULL,
	"disc_gross" numeric NOT NULL,
	"disc_discount" numeric NOT NULL,
	"disc_total" numeric NOT NULL,
	"lead_seconds" numeric NOT NULL,
	CONSTRAINT "report_customer_daily_key" UNIQUE NULLS NOT DISTINCT("kind","grain","day","customer_id","currency","staff_id")
);
--> statement-breakpoint
CREATE TABLE "report_service_daily" (
	"day" date NOT NULL,
	"service" text NOT NULL,
	"carrier" text NOT NULL,
	"office" text NOT NULL,
	"currency" text NOT NULL,
	"shipments" integer NOT NULL,
	"pieces" numeric NOT NULL,
	"kg" numeric NOT NULL,
	"revenue" numeric NOT NULL,
	"discount" numeric NOT NULL,
	CONSTRAINT "report_service_daily_day_service_carrier_office_currency_pk" PRIMARY KEY("day","service","carrier","office","currency")
);
--> statement-breakpoint
-- Both summaries from scratch (what the triggers below keep, row by row).
CREATE FUNCTION report_fill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_customer_daily;
  DELETE FROM report_service_daily;
  INSERT INTO report_customer_daily (grain, kind, day, customer_id, currency, staff_id, shipments, pieces, kg,
    base_fee, surcharge_total, discount, revenue, disc_shipments, disc_gross, disc_discount, disc_total, lead_seconds)
  SELECT g.grain, k.kind,
    CASE g.grain WHEN 'D' THEN k.day ELSE date_trunc('month', k.day::timestamp)::date END,
    b.customer_id, b.price_currency, k.staff_id,
    count(*), sum(b.piece_count), sum(b.chargeable_weight), sum(b.base_fee), sum(b.surcharge_total),
    sum(b.discount), sum(b.total), count(*) FILTER (WHERE b.discount > 0),
    coalesce(sum(b.base_fee + b.surcharge_total) FILTER (WHERE b.discount > 0), 0),
    coalesce(sum(b.discount) FILTER (WHERE b.discount > 0), 0),
    coalesce(sum(b.total) FILTER (WHERE b.discount > 0), 0), coalesce(sum(k.lead), 0)
  FROM bookings b
  CROSS JOIN LATERAL (VALUES
    ('BOOKED', report_day(b.created_at), NULL::uuid, NULL::numeric),
    ('PICKED_UP', report_day(b.picked_up_at), coalesce(b.assignee_id, b.picked_up_by), NULL::numeric),
    ('DELIVERED', report_day(b.delivered_at), NULL::uuid, extract(epoch FROM b.delivered_at - b.created_at))
  ) k(kind, day, staff_id, lead)
  CROSS JOIN (VALUES ('D'), ('M')) g(grain)
  WHERE b.status <> 'CANCELLED'
    AND (k.kind = 'BOOKED'
      OR (k.kind = 'PICKED_UP' AND b.picked_up_at IS NOT NULL AND k.staff_id IS NOT NULL)
      OR (k.kind = 'DELIVERED' AND b.status = 'DELIVERED' AND b.delivered_at IS NOT NULL))
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO report_service_daily (day, service, carrier, office, currency, shipments, pieces, kg, revenue, discount)
  SELECT report_day(created_at), service, carrier, office, price_currency,
    count(*), sum(piece_count), sum(chargeable_weight), sum(total), sum(discount)
  FROM bookings
  WHERE status <> 'CANCELLED'
  GROUP BY 1, 2, 3, 4, 5;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_pieces_rebuild();
  PERFORM report_milestones_rebuild();
  PERFORM report_fill();
END
$$;
--> statement-breakpoint
SELECT report_fill();--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one booking's part of a customer summary line, by day
-- and by month; a line whose shipments fall to 0 goes.
CREATE FUNCTION report_add(k text, d date, b bookings, staff uuid, lead numeric, sign int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', d::timestamp)::date;
  disc int := CASE WHEN b.discount > 0 THEN sign ELSE 0 END;
BEGIN
  INSERT INTO report_customer_daily AS r (grain, kind, day, customer_id, currency, staff_id, shipments, pieces, kg,
    base_fee, surcharge_total, discount, revenue, disc_shipments, disc_gross, disc_discount, disc_total, lead_seconds)
  SELECT g, k, CASE g WHEN 'D' THEN d ELSE m END, b.customer_id, b.price_currency, staff, sign,
    sign * b.piece_count, sign * b.chargeable_weight, sign * b.base_fee, sign * b.surcharge_total,
    sign * b.discount, sign * b.total, disc, disc * (b.base_fee + b.surcharge_total), disc * b.discount, disc * b.total, sign * lead
  FROM unnest(ARRAY['D', 'M']) g
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
    lead_seconds = r.lead_seconds + excluded.lead_seconds;
  IF sign < 0 THEN
    DELETE FROM report_customer_daily r
    WHERE r.kind = k AND ((r.grain = 'D' AND r.day = d) OR (r.grain = 'M' AND r.day = m))
      AND r.customer_id = b.customer_id AND r.currency = b.price_currency
      AND r.staff_id IS NOT DISTINCT FROM staff AND r.shipments = 0;
  END IF;
END
$$;
--> statement-breakpoint
-- One booking's whole part of the summaries: created (unless cancelled), picked up, delivered.
CREATE FUNCTION report_apply(b bookings, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
  who uuid := coalesce(b.assignee_id, b.picked_up_by);
BEGIN
  IF b.status = 'CANCELLED' THEN
    RETURN;
  END IF;
  d := report_day(b.created_at);
  PERFORM report_add('BOOKED', d, b, NULL, 0, sign);
  INSERT INTO report_service_daily AS r (day, service, carrier, office, currency, shipments, pieces, kg, revenue, discount)
  VALUES (d, b.service, b.carrier, b.office, b.price_currency, sign, sign * b.piece_count,
    sign * b.chargeable_weight, sign * b.total, sign * b.discount)
  ON CONFLICT (day, service, carrier, office, currency) DO UPDATE SET
    shipments = r.shipments + excluded.shipments,
    pieces = r.pieces + excluded.pieces,
    kg = r.kg + excluded.kg,
    revenue = r.revenue + excluded.revenue,
    discount = r.discount + excluded.discount;
  IF sign < 0 THEN
    DELETE FROM report_service_daily r
    WHERE r.day = d AND r.service = b.service AND r.carrier = b.carrier AND r.office = b.office
      AND r.currency = b.price_currency AND r.shipments = 0;
  END IF;
  IF b.picked_up_at IS NOT NULL AND who IS NOT NULL THEN
    PERFORM report_add('PICKED_UP', report_day(b.picked_up_at), b, who, 0, sign);
  END IF;
  IF b.status = 'DELIVERED' AND b.delivered_at IS NOT NULL THEN
    PERFORM report_add('DELIVERED', report_day(b.delivered_at), b, NULL,
      extract(epoch FROM b.delivered_at - b.created_at), sign);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION bookings_report_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_report_write AFTER INSERT OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_report_trigger();--> statement-breakpoint
-- An update counts only when it moves something a summary holds (not a last-event time, a note…).
CREATE TRIGGER bookings_report_update AFTER UPDATE ON bookings
  FOR EACH ROW WHEN (
    (OLD.status = 'CANCELLED') IS DISTINCT FROM (NEW.status = 'CANCELLED')
    OR (OLD.status = 'DELIVERED') IS DISTINCT FROM (NEW.status = 'DELIVERED')
    OR (OLD.customer_id, OLD.service, OLD.carrier, OLD.office, OLD.price_currency, OLD.piece_count,
        OLD.chargeable_weight, OLD.base_fee, OLD.surcharge_total, OLD.discount, OLD.total, OLD.created_at,
        OLD.assignee_id, OLD.picked_up_at, OLD.picked_up_by, OLD.delivered_at)
      IS DISTINCT FROM
       (NEW.customer_id, NEW.service, NEW.carrier, NEW.office, NEW.price_currency, NEW.piece_count,
        NEW.chargeable_weight, NEW.base_fee, NEW.surcharge_total, NEW.discount, NEW.total, NEW.created_at,
        NEW.assignee_id, NEW.picked_up_at, NEW.picked_up_by, NEW.delivered_at)
  ) EXECUTE FUNCTION bookings_report_trigger();--> statement-breakpoint
-- One booking's first PICKED_UP and first DELIVERED event onto its row.
CREATE FUNCTION report_milestones_refresh(bid uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p record;
  d record;
BEGIN
  SELECT e.occurred_at, e.actor_id INTO p FROM booking_events e
  WHERE e.booking_id = bid AND e.status = 'PICKED_UP' ORDER BY e.occurred_at, e.created_at, e.id LIMIT 1;
  SELECT e.occurred_at, e.actor_id INTO d FROM booking_events e
  WHERE e.booking_id = bid AND e.status = 'DELIVERED' ORDER BY e.occurred_at, e.created_at, e.id LIMIT 1;
  UPDATE bookings b
  SET picked_up_at = p.occurred_at, picked_up_by = p.actor_id, delivered_at = d.occurred_at, delivered_by = d.actor_id
  WHERE b.id = bid
    AND (b.picked_up_at, b.picked_up_by, b.delivered_at, b.delivered_by)
      IS DISTINCT FROM (p.occurred_at, p.actor_id, d.occurred_at, d.actor_id);
END
$$;
--> statement-breakpoint
CREATE FUNCTION booking_events_report_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('PICKED_UP', 'DELIVERED') THEN
    PERFORM report_milestones_refresh(OLD.booking_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('PICKED_UP', 'DELIVERED') THEN
    PERFORM report_milestones_refresh(NEW.booking_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_events_report_write AFTER INSERT OR UPDATE OR DELETE ON booking_events
  FOR EACH ROW EXECUTE FUNCTION booking_events_report_trigger();--> statement-breakpoint
-- The open bookings' index now carries what the outstanding totals read (an index-only scan).
DROP INDEX "bookings_open_last_event_idx";--> statement-breakpoint
CREATE INDEX "bookings_open_last_event_idx" ON "bookings" USING btree ("last_event_at","id")
  INCLUDE ("status", "created_at", "customer_id", "office", "service", "carrier", "assignee_id")
  WHERE "bookings"."status" not in ('DELIVERED', 'CANCELLED');--> statement-breakpoint
CREATE INDEX "bookings_delivered_idx" ON "bookings" USING btree ("delivered_at","id") WHERE "bookings"."status" = 'DELIVERED';
