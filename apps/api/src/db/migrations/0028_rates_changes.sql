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
CREATE TRIGGER rate_cards_changed AFTER INSERT OR UPDATE OR DELETE ON rate_cards
  FOR EACH ROW EXECUTE FUNCTION rates_changed();--> statement-breakpoint
CREATE TRIGGER rate_zone_sets_changed AFTER INSERT OR UPDATE OR DELETE ON rate_zone_sets
  FOR EACH ROW EXECUTE FUNCTION rates_changed();--> statement-breakpoint
CREATE TRIGGER fuel_surcharges_changed AFTER INSERT OR UPDATE OR DELETE ON fuel_surcharges
  FOR EACH ROW EXECUTE FUNCTION rates_changed();--> statement-breakpoint
CREATE TRIGGER exchange_rates_changed AFTER INSERT OR UPDATE OR DELETE ON exchange_rates
  FOR EACH ROW EXECUTE FUNCTION rates_changed();--> statement-breakpoint
CREATE TRIGGER vat_rates_changed AFTER INSERT OR UPDATE OR DELETE ON vat_rates
  FOR EACH ROW EXECUTE FUNCTION rates_changed();--> statement-breakpoint
CREATE TRIGGER customer_contracts_changed AFTER INSERT OR UPDATE OR DELETE ON customer_contracts
  FOR EACH ROW EXECUTE FUNCTION rates_changed();--> statement-breakpoint
CREATE TRIGGER surcharge_fees_rates_changed AFTER INSERT OR UPDATE OR DELETE ON surcharge_fees
  FOR EACH ROW EXECUTE FUNCTION rates_changed();
