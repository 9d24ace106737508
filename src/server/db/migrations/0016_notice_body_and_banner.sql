ALTER TABLE "notices" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "pinned_until" date;