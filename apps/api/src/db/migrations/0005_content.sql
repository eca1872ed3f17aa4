CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "home_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"link" text,
	"content_vi" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"icon" text,
	"thumbnail" text,
	"category_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "home_items_type_check" CHECK ("home_items"."type" in ('TOP', 'HEADER', 'BODY', 'FOOTER', 'SERVICE'))
);
--> statement-breakpoint
CREATE TABLE "home_menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"home_item_id" integer NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"type_link" text NOT NULL,
	"link" text,
	"category_id" integer,
	"post_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_menu_items_type_link_check" CHECK ("home_menu_items"."type_link" in ('category', 'post', 'other'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'vi' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"slug" text NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"description_vi" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"content_vi" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "home_items" ADD CONSTRAINT "home_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_menu_items" ADD CONSTRAINT "home_menu_items_home_item_id_home_items_id_fk" FOREIGN KEY ("home_item_id") REFERENCES "public"."home_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_menu_items" ADD CONSTRAINT "home_menu_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_menu_items" ADD CONSTRAINT "home_menu_items_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_items_type_order_idx" ON "home_items" USING btree ("type","sort_order");--> statement-breakpoint
CREATE INDEX "home_menu_items_item_idx" ON "home_menu_items" USING btree ("home_item_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "posts_category_published_idx" ON "posts" USING btree ("category_id","published_at");