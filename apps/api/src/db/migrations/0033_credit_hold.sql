-- A booking held for credit (issue: billing §3): its status is unchanged, it is flagged, with the
-- figures that held it, until a manager releases it.
ALTER TABLE "bookings" ADD COLUMN "credit_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_hold_info" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_released_by" uuid;--> statement-breakpoint
CREATE INDEX "bookings_credit_hold_idx" ON "bookings" USING btree ("created_at") WHERE "credit_hold";
