-- A statement bills what the company carried (issue 32): a booking counts in the statement, its
-- Excel and PDF, the revenue reports and their summaries once it was picked up or received at the
-- warehouse, and not when it was cancelled or fell out before pickup. A booking still BOOKED or
-- ASSIGNED (a failed pickup leaves it ASSIGNED) was never carried; CANCELLED is reached only from
-- those two; an EXCEPTION counts as the state it left (one raised before pickup: not carried).
-- This function is the one place the rule is written: the report queries call it on their
-- bookings `b`, and the summary triggers of 0021 call it on each row they see, so an update that
-- brings a booking into the rule (picked up, received) adds its part and one that takes it out
-- takes it away.
CREATE OR REPLACE FUNCTION report_counts(b bookings) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT NOT b.is_test
    AND CASE WHEN b.status = 'EXCEPTION' THEN b.exception_from ELSE b.status END
      IN ('PICKED_UP', 'IN_WAREHOUSE', 'MANIFESTED', 'IN_TRANSIT', 'DELIVERED')
$$;
--> statement-breakpoint
-- The summaries computed from scratch follow the same rule.
CREATE OR REPLACE FUNCTION report_fill() RETURNS void LANGUAGE plpgsql AS $$
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
  WHERE report_counts(b)
    AND (k.kind = 'BOOKED'
      OR (k.kind = 'PICKED_UP' AND b.picked_up_at IS NOT NULL AND k.staff_id IS NOT NULL)
      OR (k.kind = 'DELIVERED' AND b.status = 'DELIVERED' AND b.delivered_at IS NOT NULL))
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO report_service_daily (day, service, carrier, office, currency, shipments, pieces, kg, revenue, discount)
  SELECT report_day(b.created_at), b.service, b.carrier, b.office, b.price_currency,
    count(*), sum(b.piece_count), sum(b.chargeable_weight), sum(b.total), sum(b.discount)
  FROM bookings b
  WHERE report_counts(b)
  GROUP BY 1, 2, 3, 4, 5;
END
$$;
--> statement-breakpoint
SELECT report_fill();
