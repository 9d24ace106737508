ALTER TABLE "documents" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "height" integer;