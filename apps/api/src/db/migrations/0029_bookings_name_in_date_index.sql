-- The bookings list's date index also carries the receiver's name (issue 37). A name search then
-- counts its matches up to the list's bound, and reads the newest bookings for a frequent name's
-- page, from the index alone instead of from the table's wide rows (about 900 bytes each with the
-- parties' addresses). Drizzle's schema cannot state INCLUDE: see db/schema/bookings.ts.
DROP INDEX IF EXISTS "bookings_created_idx";--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("receiver_name");
