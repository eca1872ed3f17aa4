CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"booking_id" uuid,
	"event_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"last_status_code" integer,
	"last_duration_ms" integer,
	"last_response" text,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"resend_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"failed_in_row" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_notice_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_customer_idx" ON "api_keys" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_customer_idx" ON "webhook_endpoints" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bookings_test_created_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."is_test";--> statement-breakpoint
-- Test bookings (made with a test-mode API key) count in no report (issue 24): both summaries'
-- writers skip them (is_test never changes after the insert, so the triggers stay exact).
CREATE OR REPLACE FUNCTION report_apply(b bookings, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
  who uuid := coalesce(b.assignee_id, b.picked_up_by);
BEGIN
  IF b.status = 'CANCELLED' OR b.is_test THEN
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
  WHERE b.status <> 'CANCELLED' AND NOT b.is_test
    AND (k.kind = 'BOOKED'
      OR (k.kind = 'PICKED_UP' AND b.picked_up_at IS NOT NULL AND k.staff_id IS NOT NULL)
      OR (k.kind = 'DELIVERED' AND b.status = 'DELIVERED' AND b.delivered_at IS NOT NULL))
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO report_service_daily (day, service, carrier, office, currency, shipments, pieces, kg, revenue, discount)
  SELECT report_day(created_at), service, carrier, office, price_currency,
    count(*), sum(piece_count), sum(chargeable_weight), sum(total), sum(discount)
  FROM bookings
  WHERE status <> 'CANCELLED' AND NOT is_test
  GROUP BY 1, 2, 3, 4, 5;
END
$$;
