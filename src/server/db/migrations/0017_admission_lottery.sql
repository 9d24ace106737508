CREATE TABLE "admission_draws" (
	"period_id" text PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"entries" jsonb NOT NULL,
	"quotas" jsonb NOT NULL,
	"admitted" jsonb NOT NULL,
	"waiting" jsonb NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admission_draws" ADD CONSTRAINT "admission_draws_period_id_admission_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."admission_periods"("id") ON DELETE cascade ON UPDATE no action;