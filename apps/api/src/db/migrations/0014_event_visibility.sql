ALTER TABLE "booking_events" ADD COLUMN "visibility" text DEFAULT 'INTERNAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "public_vi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "public_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing events: each reads the standard public text of its status (STATUS_PUBLIC_TEXT).
UPDATE "booking_events" SET "public_vi" = case "status" when 'BOOKED' then 'Đơn hàng đã được tạo' when 'ASSIGNED' then 'Đã phân công nhân viên lấy hàng' when 'PICKED_UP' then 'Đã lấy hàng từ người gửi' when 'IN_WAREHOUSE' then 'Hàng đã đến kho ACF' when 'MANIFESTED' then 'Hàng đã được xếp chuyến' when 'IN_TRANSIT' then 'Hàng đang được vận chuyển' when 'DELIVERED' then 'Đã giao hàng thành công' when 'CANCELLED' then 'Đơn hàng đã bị hủy' when 'EXCEPTION' then 'Lô hàng gặp sự cố, ACF đang xử lý' else '' end, "public_en" = case "status" when 'BOOKED' then 'Shipment booked' when 'ASSIGNED' then 'A courier has been assigned to collect it' when 'PICKED_UP' then 'Collected from the sender' when 'IN_WAREHOUSE' then 'Arrived at the ACF warehouse' when 'MANIFESTED' then 'Prepared for departure' when 'IN_TRANSIT' then 'In transit' when 'DELIVERED' then 'Delivered' when 'CANCELLED' then 'Shipment cancelled' when 'EXCEPTION' then 'A problem occurred; ACF is handling it' else '' end;--> statement-breakpoint
-- A failed pickup attempt shows its reason without the driver's typed note.
UPDATE "booking_events" SET "public_vi" = split_part("note_vi", ' (', 1), "public_en" = split_part("note_en", ' (', 1)
  WHERE "note_vi" LIKE 'Lấy hàng không thành công:%';--> statement-breakpoint
-- Notes typed by staff become INTERNAL: a typed note was stored alike in both languages, and
-- the system's texts that carry a typed note add it after ': ' (exceptions, partner
-- checkpoints) or in brackets (failed pickups). Every other text is the system's own: PUBLIC.
UPDATE "booking_events" SET "visibility" = CASE
  WHEN "note_vi" <> '' AND "note_vi" = "note_en" THEN 'INTERNAL'
  WHEN "status" IN ('EXCEPTION', 'IN_TRANSIT') AND "note_vi" LIKE '%: %' THEN 'INTERNAL'
  WHEN "note_vi" LIKE 'Đã xử lý sự cố: %' THEN 'INTERNAL'
  WHEN "note_vi" LIKE 'Lấy hàng không thành công:%(%' THEN 'INTERNAL'
  ELSE 'PUBLIC' END;
