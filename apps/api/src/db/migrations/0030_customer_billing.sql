-- A customer's billing data (issue: billing §1): who the invoice names, how often it is invoiced,
-- its payment terms and its credit limit in whole đồng (null: no limit). The tax code already
-- exists (0001); the API checks its check digit.
ALTER TABLE "customers" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_cycle" text DEFAULT 'MONTHLY' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_billing_cycle_check" CHECK ("billing_cycle" IN ('PER_SHIPMENT', 'WEEKLY', 'MONTHLY'));--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_payment_terms_check" CHECK ("payment_terms_days" BETWEEN 0 AND 365);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit_limit_vnd" numeric(18, 0);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_credit_limit_check" CHECK ("credit_limit_vnd" IS NULL OR "credit_limit_vnd" >= 0);
