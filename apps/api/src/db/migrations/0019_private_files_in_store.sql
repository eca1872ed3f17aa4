ALTER TABLE "pod_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pod_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "pickup_files" ADD COLUMN "storage_key" text;