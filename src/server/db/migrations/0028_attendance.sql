CREATE TABLE "attendance_holidays" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"name" text NOT NULL,
	"name_bn" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_marks" (
	"student_id" text NOT NULL,
	"date" date NOT NULL,
	"grade" text NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"mark" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "attendance_marks_student_id_date_pk" PRIMARY KEY("student_id","date")
);
--> statement-breakpoint
CREATE TABLE "attendance_registers" (
	"grade" text NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" text,
	"saved_by_name" text DEFAULT '' NOT NULL,
	"save_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_registers_grade_section_date_pk" PRIMARY KEY("grade","section","date")
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly_off" jsonb DEFAULT '[5]'::jsonb NOT NULL,
	"absence_sms" boolean DEFAULT true NOT NULL,
	"absence_sms_after" text DEFAULT '11:00' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_holidays_from_idx" ON "attendance_holidays" USING btree ("from_date");--> statement-breakpoint
CREATE INDEX "attendance_marks_register_idx" ON "attendance_marks" USING btree ("grade","section","date");--> statement-breakpoint
CREATE INDEX "attendance_registers_date_idx" ON "attendance_registers" USING btree ("date");--> statement-breakpoint
INSERT INTO "attendance_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
