-- Bookings vacuumed after every 5,000 new or dead rows, not after a fifth of the table (issue 37).
-- The lists, counts and searches read the newest bookings first along the date index, from its
-- entries alone where the visibility map says a page's rows are visible to all. Only a vacuum
-- sets that map, and PostgreSQL's defaults vacuum a table after inserts of a fifth of it: at
-- 1,000,000 bookings, every 200,000 bookings (weeks of a courier's bookings), and after updates of
-- a fifth of it. Until then each read of the newest rows fetches every one from the table: the
-- count to 201 of "nguyen" read 2,846 rows for 2,846 index entries (4.3 ms; 0.2 ms from the index
-- alone), a random deep page's walk 7,866 of 9,981 (13.6 ms; 2.5 ms). A vacuum that finds the
-- older pages already visible reads only the new ones.
ALTER TABLE bookings SET (
  autovacuum_vacuum_insert_threshold = 5000,
  autovacuum_vacuum_insert_scale_factor = 0,
  autovacuum_vacuum_threshold = 5000,
  autovacuum_vacuum_scale_factor = 0
);
