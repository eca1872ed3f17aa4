DROP INDEX "notifications_created_idx";--> statement-breakpoint
DROP INDEX "notifications_booking_idx";--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_booking_idx" ON "notifications" USING btree ("booking_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);