-- The receivers' trigram index (migration 0002) without GIN's pending list (issue 37). With
-- `fastupdate` on, PostgreSQL's default, a booking's trigrams go to a list of pending entries
-- that every search reads whole, row by row, until a vacuum or 4 MB of them moves them into the
-- index. Beside the day's writes the list stood at 424 pages (9,769 entries) on the bench's
-- 1,000,000 bookings: each name search that asked the index read all of it first. Without it a
-- booking's insert puts its trigrams in their places at once (about thirty entries), and a search
-- reads only the entries of its own trigrams.
ALTER INDEX bookings_receiver_name_trgm_idx SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('bookings_receiver_name_trgm_idx'::regclass);
