CREATE TABLE "pickup_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"assignee_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"note" text DEFAULT '' NOT NULL,
	"pieces" jsonb,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature_id" uuid,
	"location" jsonb,
	"occurred_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "assigned_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booked" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "measured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "measured_by" uuid;--> statement-breakpoint
ALTER TABLE "pickup_attempts" ADD CONSTRAINT "pickup_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_attempts" ADD CONSTRAINT "pickup_attempts_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_files" ADD CONSTRAINT "pickup_files_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_attempts_key_idx" ON "pickup_attempts" USING btree ("assignee_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pickup_attempts_booking_idx" ON "pickup_attempts" USING btree ("booking_id","occurred_at");--> statement-breakpoint
CREATE INDEX "pickup_attempts_occurred_idx" ON "pickup_attempts" USING btree ("occurred_at","assignee_id");--> statement-breakpoint
CREATE INDEX "pickup_files_booking_idx" ON "pickup_files" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_pickup_open_idx" ON "bookings" USING btree ("pickup_date","id") WHERE "bookings"."status" in ('BOOKED', 'ASSIGNED');--> statement-breakpoint
CREATE INDEX "bookings_assignee_open_idx" ON "bookings" USING btree ("assignee_id","pickup_date") WHERE "bookings"."status" = 'ASSIGNED';