-- Payments in whole đồng (issue: billing §3), allocated to issued invoices; what no invoice takes
-- is a credit on the customer's account (the payment's amount less its allocations).
CREATE TABLE "payments" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "customer_id" uuid NOT NULL REFERENCES "customers"("id"),
  "paid_on" date NOT NULL,
  "amount_vnd" numeric(18, 0) NOT NULL CHECK ("amount_vnd" > 0),
  "method" text NOT NULL CHECK ("method" IN ('BANK_TRANSFER', 'CASH')),
  "reference" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" uuid
);--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id", "paid_on", "id");--> statement-breakpoint
CREATE TABLE "payment_allocations" (
  "payment_id" uuid NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
  "invoice_id" uuid NOT NULL REFERENCES "invoices"("id"),
  "amount_vnd" numeric(18, 0) NOT NULL CHECK ("amount_vnd" > 0),
  PRIMARY KEY ("payment_id", "invoice_id")
);--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");
