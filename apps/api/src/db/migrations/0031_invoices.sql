-- Invoices in đồng with VAT (issue: billing §2). A document is an INVOICE, or a CREDIT_NOTE /
-- DEBIT_NOTE that refers to an issued invoice (a re-price after issue never edits the invoice).
-- It is a DRAFT until issued; issuing gives it the next number of its year's series, taken from
-- invoice_series FOR UPDATE inside the issuing transaction, so numbers are gapless and never reused
-- (a failed issue rolls the series back with everything else).
CREATE TABLE "invoice_series" (
  "year" integer PRIMARY KEY,
  "last_number" integer NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE TABLE "invoices" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "kind" text DEFAULT 'INVOICE' NOT NULL CHECK ("kind" IN ('INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE')),
  "status" text DEFAULT 'DRAFT' NOT NULL CHECK ("status" IN ('DRAFT', 'ISSUED')),
  "customer_id" uuid NOT NULL REFERENCES "customers"("id"),
  "refers_to" uuid REFERENCES "invoices"("id"),
  "period_from" date NOT NULL,
  "period_to" date NOT NULL,
  "series_year" integer,
  "series_no" integer,
  "number" text UNIQUE,
  "issue_date" date,
  "due_date" date,
  "buyer_name" text NOT NULL,
  "buyer_address" text DEFAULT '' NOT NULL,
  "buyer_tax_code" text,
  "amount_vnd" numeric(18, 0) DEFAULT 0 NOT NULL,
  "vat_vnd" numeric(18, 0) DEFAULT 0 NOT NULL,
  "total_vnd" numeric(18, 0) DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" uuid,
  "issued_at" timestamp with time zone,
  "issued_by" uuid,
  CONSTRAINT "invoices_series_unique" UNIQUE ("series_year", "series_no"),
  CONSTRAINT "invoices_note_refers" CHECK (("kind" = 'INVOICE') = ("refers_to" IS NULL)),
  CONSTRAINT "invoices_issued_numbered" CHECK (("status" = 'ISSUED') = ("number" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id", "issue_date", "id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status", "created_at");--> statement-breakpoint
CREATE INDEX "invoices_refers_idx" ON "invoices" USING btree ("refers_to") WHERE "refers_to" IS NOT NULL;--> statement-breakpoint
-- One line per shipment. Amounts in the price's currency are before VAT; each line is rounded to
-- the whole đồng on its own and the document's totals are the sums of its lines (ADR 030).
CREATE TABLE "invoice_lines" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "invoice_id" uuid NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
  "line_no" integer NOT NULL,
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id"),
  "code" text NOT NULL,
  "tracking_number" text NOT NULL,
  "shipped_on" date NOT NULL,
  "destination" text NOT NULL,
  "service" text NOT NULL,
  "carrier" text NOT NULL,
  "chargeable_weight" numeric(14, 3) NOT NULL,
  "amount" numeric(16, 2) NOT NULL,
  "currency" text NOT NULL,
  "fx_rate" numeric(14, 4) NOT NULL,
  "amount_vnd" numeric(18, 0) NOT NULL,
  "vat_rate" numeric(5, 2) NOT NULL,
  "vat_vnd" numeric(18, 0) NOT NULL,
  "total_vnd" numeric(18, 0) NOT NULL,
  -- True on the lines of an ISSUED invoice (not of a note): a shipment is on one issued invoice only.
  "invoiced" boolean DEFAULT false NOT NULL,
  CONSTRAINT "invoice_lines_no_unique" UNIQUE ("invoice_id", "line_no")
);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_booking_invoiced_idx" ON "invoice_lines" USING btree ("booking_id") WHERE "invoiced";--> statement-breakpoint
CREATE INDEX "invoice_lines_booking_idx" ON "invoice_lines" USING btree ("booking_id");
