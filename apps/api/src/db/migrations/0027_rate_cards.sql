-- Rate cards (issue 33): zones per carrier and service, cards (SELL and COST, a customer's own for a
-- contract) with their matrices as jsonb, fuel percentages per carrier and month, exchange rates per
-- day, VAT per service kind, customers' contracts; a booking keeps how its price was made.
CREATE TABLE "customer_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"carrier" text,
	"service" text NOT NULL,
	"rate_card_id" uuid,
	"percent" numeric(5, 2),
	"valid_from" date NOT NULL,
	"valid_to" date,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"approved_at" timestamp with time zone,
	"approved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"vnd_per_unit" numeric(14, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "exchange_rates_currency_day_pk" PRIMARY KEY("currency","day")
);
--> statement-breakpoint
CREATE TABLE "fuel_surcharges" (
	"carrier" text NOT NULL,
	"month" text NOT NULL,
	"percent" numeric(6, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "fuel_surcharges_carrier_month_pk" PRIMARY KEY("carrier","month")
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"carrier" text NOT NULL,
	"service" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid,
	"currency" text NOT NULL,
	"version" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"divisor" integer NOT NULL,
	"step" numeric(6, 3) NOT NULL,
	"body" jsonb NOT NULL,
	"source_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"retired_at" timestamp with time zone,
	"retired_by" uuid
);
--> statement-breakpoint
CREATE TABLE "rate_zone_sets" (
	"carrier" text NOT NULL,
	"service" text NOT NULL,
	"zones" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "rate_zone_sets_carrier_service_pk" PRIMARY KEY("carrier","service")
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"kind" text NOT NULL,
	"valid_from" date NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "vat_rates_kind_valid_from_pk" PRIMARY KEY("kind","valid_from")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rate_card_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rate_card_version" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fuel_percent" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vat_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vat" numeric(16, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fx_rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fx_day" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total_vnd" numeric(18, 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cost_total" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cost_currency" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cost_card_id" uuid;--> statement-breakpoint
ALTER TABLE "surcharge_fees" ADD COLUMN "fuel_bearing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_surcharges" ADD CONSTRAINT "fuel_surcharges_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_retired_by_users_id_fk" FOREIGN KEY ("retired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_zone_sets" ADD CONSTRAINT "rate_zone_sets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contracts_customer_idx" ON "customer_contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "rate_cards_lookup_idx" ON "rate_cards" USING btree ("carrier","service","kind","status","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_version_idx" ON "rate_cards" USING btree ("carrier","service","kind",coalesce("customer_id", '00000000-0000-0000-0000-000000000000'::uuid),"version");