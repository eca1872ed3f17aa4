CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."tracking_number_seq" INCREMENT BY 1 MINVALUE 100000001 MAXVALUE 999999999 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_day_counters" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"note_vi" text DEFAULT '' NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"tracking_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"exception_from" text,
	"service" text NOT NULL,
	"carrier" text NOT NULL,
	"office" text NOT NULL,
	"sender" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_country" text NOT NULL,
	"cargo_unit" text NOT NULL,
	"pieces" jsonb NOT NULL,
	"goods_description" text NOT NULL,
	"declared_value" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"incoterm" text NOT NULL,
	"cod_amount" numeric(16, 2),
	"pickup_date" date NOT NULL,
	"pickup_time_window" text DEFAULT '' NOT NULL,
	"pickup_address" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actual_weight" numeric(14, 3) NOT NULL,
	"volumetric_weight" numeric(14, 3) NOT NULL,
	"chargeable_weight" numeric(14, 3) NOT NULL,
	"volume" numeric(14, 3) NOT NULL,
	"base_fee" numeric(16, 2) NOT NULL,
	"surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"surcharge_total" numeric(16, 2) NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL,
	"discount" numeric(16, 2) NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"price_currency" text NOT NULL,
	"assignee_id" uuid,
	"last_event_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "bookings_code_unique" UNIQUE("code"),
	CONSTRAINT "bookings_tracking_number_unique" UNIQUE("tracking_number")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","occurred_at");--> statement-breakpoint
CREATE INDEX "booking_history_booking_idx" ON "booking_history" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "booking_history_at_idx" ON "booking_history" USING btree ("at");--> statement-breakpoint
CREATE INDEX "booking_history_user_idx" ON "booking_history" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_customer_created_idx" ON "bookings" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_code_prefix_idx" ON "bookings" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_tracking_prefix_idx" ON "bookings" USING btree ("tracking_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_receiver_name_trgm_idx" ON "bookings" USING gin (lower("receiver_name") gin_trgm_ops);