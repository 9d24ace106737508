CREATE TABLE "sms_batches" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"text_en" text DEFAULT '' NOT NULL,
	"text_bn" text DEFAULT '' NOT NULL,
	"audience" jsonb NOT NULL,
	"rate_poisha" integer NOT NULL,
	"client_key" text,
	"created_by" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_batches_client_key_unique" UNIQUE("client_key")
);
--> statement-breakpoint
CREATE TABLE "sms_gateway" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"stopped_at" timestamp with time zone,
	"stopped_failure" text,
	"stopped_detail" text DEFAULT '' NOT NULL,
	"balance_poisha" integer,
	"balance_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"batch_id" text NOT NULL,
	"phone" text NOT NULL,
	"recipient_id" text,
	"recipient_name" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"parts" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"provider_id" text,
	"failure" text,
	"detail" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"phone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_opt_outs_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "language" text DEFAULT 'bn' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guardian_language" text DEFAULT 'bn' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_batches" ADD CONSTRAINT "sms_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_batch_id_sms_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sms_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_batches_newest_idx" ON "sms_batches" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_batch_phone_idx" ON "sms_messages" USING btree ("batch_id","phone");--> statement-breakpoint
CREATE INDEX "sms_messages_due_idx" ON "sms_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_messages_claimed_idx" ON "sms_messages" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "sms_messages_sent_idx" ON "sms_messages" USING btree ("sent_at");--> statement-breakpoint
INSERT INTO "sms_gateway" ("id") VALUES (1) ON CONFLICT DO NOTHING;