CREATE TABLE "backups" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"kind" text NOT NULL,
	"slot" text,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" text,
	"size_bytes" bigint,
	"error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backups_slot_idx" ON "backups" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" USING btree ("started_at");