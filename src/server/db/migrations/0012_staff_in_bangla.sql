ALTER TABLE "staff" ADD COLUMN "name_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "designation_bn" text DEFAULT '' NOT NULL;