CREATE TABLE "admission_periods" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"grade" text NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"seats" integer NOT NULL,
	"papers" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_photos" (
	"admission_id" text PRIMARY KEY NOT NULL,
	"webp" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "period_id" text;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "student_name_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "birth_registration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "father_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "mother_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "guardian_relation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "village" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "union_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "upazila" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "previous_school" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "previous_class" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_photos" ADD CONSTRAINT "admission_photos_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_periods_grade_idx" ON "admission_periods" USING btree ("grade","opens_on");--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_period_id_admission_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."admission_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admissions_period_idx" ON "admissions" USING btree ("period_id");