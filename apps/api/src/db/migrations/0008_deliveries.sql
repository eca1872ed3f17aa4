CREATE TABLE "booking_deliveries" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"manifest_id" uuid,
	"receiver_name" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"photo_id" uuid,
	"signature_id" uuid,
	"delivered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pod_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line" text NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_deliveries" ADD CONSTRAINT "booking_deliveries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_deliveries" ADD CONSTRAINT "booking_deliveries_manifest_id_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."manifests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_deliveries" ADD CONSTRAINT "booking_deliveries_photo_id_pod_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."pod_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_deliveries" ADD CONSTRAINT "booking_deliveries_signature_id_pod_files_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."pod_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_deliveries_delivered_idx" ON "booking_deliveries" USING btree ("delivered_at");