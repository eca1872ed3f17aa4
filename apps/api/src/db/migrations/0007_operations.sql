CREATE TABLE "manifest_day_counters" (
	"line" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "manifest_day_counters_line_day_pk" PRIMARY KEY("line","day")
);
--> statement-breakpoint
CREATE TABLE "manifest_shipments" (
	"manifest_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manifest_shipments_manifest_id_booking_id_pk" PRIMARY KEY("manifest_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "manifests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"line" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"office" text NOT NULL,
	"mode" text NOT NULL,
	"destination_country" text NOT NULL,
	"destination_airport" text NOT NULL,
	"flight_number" text DEFAULT '' NOT NULL,
	"mawb" text,
	"mbl" text,
	"departure_date" date,
	"eta" date,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "manifests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "manifest_shipments" ADD CONSTRAINT "manifest_shipments_manifest_id_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."manifests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_shipments" ADD CONSTRAINT "manifest_shipments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manifest_shipments_booking_idx" ON "manifest_shipments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "manifests_line_created_idx" ON "manifests" USING btree ("line","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);