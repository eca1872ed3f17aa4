-- What prices a booking (rate cards, zone sets, fuel, exchange and VAT rates, customers'
-- contracts and which surcharge fees bear fuel) is read once per change, not once per quote
-- (issue 33): an API instance keeps a pricing book while the number of rows here stays the
-- same. Every row written in one of those tables adds a row here (a row trigger: a statement
-- that changes nothing, such as retiring an unknown card, adds none); writers only insert, so
-- nobody waits, and a count taken after a commit always includes it (a max(id) would not: an
-- earlier id can commit later).
CREATE TABLE rates_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
INSERT INTO rates_changes DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION rates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rates_changes DEFAULT VALUES;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One row trigger per table that prices a booking.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['rate_cards', 'rate_zone_sets', 'fuel_surcharges', 'exchange_rates',
    'vat_rates', 'customer_contracts', 'surcharge_fees'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION rates_changed()', t || '_rates_changed', t);
  END LOOP;
END
$$;
