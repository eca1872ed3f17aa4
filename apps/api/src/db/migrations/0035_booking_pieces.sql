-- Issue 35: every piece of a booking is a row with its own id (tracking number, a dash, its
-- index: 1000012345-2), and every hand-over records which pieces it saw (ADR 033).
CREATE TABLE "booking_pieces" (
  "id" text PRIMARY KEY NOT NULL,
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "idx" integer NOT NULL,
  -- The hand-over that saw it last (bookings.handover names the booking's current one).
  "last_handover" text,
  "last_seen_at" timestamp with time zone,
  "last_where_vi" text,
  "last_where_en" text,
  "last_seen_by" uuid,
  CONSTRAINT "booking_pieces_booking_idx_key" UNIQUE ("booking_id", "idx")
);--> statement-breakpoint
CREATE TABLE "piece_scans" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "piece_id" text NOT NULL REFERENCES "booking_pieces"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "handover" text NOT NULL,
  "where_vi" text NOT NULL,
  "where_en" text NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" uuid
);--> statement-breakpoint
CREATE INDEX "piece_scans_booking_idx" ON "piece_scans" ("booking_id", "at");--> statement-breakpoint
CREATE INDEX "piece_scans_piece_idx" ON "piece_scans" ("piece_id", "at");--> statement-breakpoint
-- The booking's current hand-over (null before the first), and whether a piece of it has not
-- been seen there: kept by the hand-over writes, read by the list's filter.
ALTER TABLE "bookings" ADD COLUMN "handover" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pieces_missing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_pieces_missing_idx" ON "bookings" ("created_at" DESC, "id" DESC) WHERE "pieces_missing";--> statement-breakpoint
-- The piece that a split leaves behind (exception kind PIECE_MISSING) is named on its exception.
ALTER TABLE "booking_exceptions" ADD COLUMN "piece_id" text;--> statement-breakpoint
-- How many pieces a booking has: its piece lines' quantities, at least one.
CREATE FUNCTION booking_piece_total(n numeric) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT greatest(1, least(9999, floor(coalesce(n, 0))))::integer
$$;--> statement-breakpoint
-- A booking's pieces follow its piece count while nobody has picked it up: a new booking gets
-- 1..n, an edit before pickup adds the new indexes and drops those past the new count (their
-- ids stop scanning). From pickup on the pieces are what the hand-overs saw, and stay.
CREATE FUNCTION bookings_pieces_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total integer := booking_piece_total(NEW.piece_count);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status NOT IN ('BOOKED', 'ASSIGNED')
       OR booking_piece_total(OLD.piece_count) = total THEN
      RETURN NULL;
    END IF;
    DELETE FROM booking_pieces WHERE booking_id = NEW.id AND idx > total;
  END IF;
  INSERT INTO booking_pieces (id, booking_id, idx)
    SELECT NEW.tracking_number || '-' || i, NEW.id, i FROM generate_series(1, total) i
    ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_pieces AFTER INSERT OR UPDATE OF piece_count ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_pieces_trigger();--> statement-breakpoint
-- Every booking made before: its pieces, in one statement.
INSERT INTO booking_pieces (id, booking_id, idx)
  SELECT b.tracking_number || '-' || i, b.id, i
  FROM bookings b, generate_series(1, booking_piece_total(b.piece_count)) i;
--> statement-breakpoint
-- A booking already on a manifest was scanned onto it whole, before pieces existed: its pieces
-- count as scanned in, so the manifest departs as it would have.
UPDATE booking_pieces p SET last_handover = 'MANIFEST:' || ms.manifest_id,
  last_where_vi = 'manifest ' || m.number, last_where_en = 'manifest ' || m.number
FROM manifest_shipments ms JOIN manifests m ON m.id = ms.manifest_id
WHERE ms.booking_id = p.booking_id;--> statement-breakpoint
UPDATE bookings b SET handover = 'MANIFEST:' || ms.manifest_id
FROM manifest_shipments ms WHERE ms.booking_id = b.id;
