CREATE TABLE "surcharge_carriers" (
	"carrier" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "surcharge_destinations" (
	"carrier" text NOT NULL,
	"list" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "surcharge_destinations_carrier_list_country_pk" PRIMARY KEY("carrier","list","country")
);
--> statement-breakpoint
CREATE TABLE "surcharge_fees" (
	"carrier" text NOT NULL,
	"code" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"basis" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "surcharge_fees_carrier_code_pk" PRIMARY KEY("carrier","code")
);
--> statement-breakpoint
CREATE TABLE "surcharge_remote_postal_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier" text NOT NULL,
	"country" text NOT NULL,
	"postal_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "surcharge_carriers" ADD CONSTRAINT "surcharge_carriers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_destinations" ADD CONSTRAINT "surcharge_destinations_carrier_surcharge_carriers_carrier_fk" FOREIGN KEY ("carrier") REFERENCES "public"."surcharge_carriers"("carrier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_destinations" ADD CONSTRAINT "surcharge_destinations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_fees" ADD CONSTRAINT "surcharge_fees_carrier_surcharge_carriers_carrier_fk" FOREIGN KEY ("carrier") REFERENCES "public"."surcharge_carriers"("carrier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_fees" ADD CONSTRAINT "surcharge_fees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_remote_postal_codes" ADD CONSTRAINT "surcharge_remote_postal_codes_carrier_surcharge_carriers_carrier_fk" FOREIGN KEY ("carrier") REFERENCES "public"."surcharge_carriers"("carrier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_remote_postal_codes" ADD CONSTRAINT "surcharge_remote_postal_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "surcharge_remote_postal_codes_unique" ON "surcharge_remote_postal_codes" USING btree ("carrier","country","postal_code");