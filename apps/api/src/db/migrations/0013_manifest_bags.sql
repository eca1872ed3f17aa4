CREATE TABLE "manifest_bags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manifest_id" uuid NOT NULL,
	"number" text NOT NULL,
	"weight_kg" numeric(12, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manifest_shipments" ADD COLUMN "bag_id" uuid;--> statement-breakpoint
ALTER TABLE "manifest_bags" ADD CONSTRAINT "manifest_bags_manifest_id_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."manifests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manifest_bags_number_idx" ON "manifest_bags" USING btree ("manifest_id","number");--> statement-breakpoint
ALTER TABLE "manifest_shipments" ADD CONSTRAINT "manifest_shipments_bag_id_manifest_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."manifest_bags"("id") ON DELETE set null ON UPDATE no action;