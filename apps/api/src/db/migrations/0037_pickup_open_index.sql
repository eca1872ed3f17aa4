-- The dispatcher's list (GET /pickups/assignable) counts its open pickups up to a bound (issue 37).
-- Its index now leaves out test bookings, which are never picked up, and carries the office
-- (INCLUDE, which Drizzle's schema cannot state: see db/schema/bookings.ts). The count of a day
-- with 111,000 overdue pickups read 10,000 table rows for the office and the test flag (28 ms);
-- from the index alone it reads 167 pages (4 ms).
DROP INDEX "bookings_pickup_open_idx";--> statement-breakpoint
CREATE INDEX "bookings_pickup_open_idx" ON "bookings" USING btree ("pickup_date",nullif("pickup_time_window", ''),"code","status") INCLUDE ("office") WHERE "bookings"."status" in ('BOOKED', 'ASSIGNED') and not "bookings"."is_test";
