ALTER TABLE "pickup_attempts" ADD COLUMN "office" text;--> statement-breakpoint
ALTER TABLE "pickup_attempts" ADD COLUMN "chargeable_weight" numeric(14, 3);--> statement-breakpoint
UPDATE "pickup_attempts" a SET "office" = b."office", "chargeable_weight" = CASE WHEN a."outcome" = 'PICKED_UP' THEN b."chargeable_weight" END FROM "bookings" b WHERE b."id" = a."booking_id";
