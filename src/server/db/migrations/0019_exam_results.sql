CREATE TABLE "exam_marks" (
	"result_id" text NOT NULL,
	"roll" text NOT NULL,
	"name" text NOT NULL,
	"name_bn" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"birth_registration" text DEFAULT '' NOT NULL,
	"marks" jsonb NOT NULL,
	CONSTRAINT "exam_marks_result_id_roll_pk" PRIMARY KEY("result_id","roll")
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"exam_id" text NOT NULL,
	"grade" text NOT NULL,
	"subjects" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"title_bn" text DEFAULT '' NOT NULL,
	"held_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_result_id_exam_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."exam_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_exam_grade_idx" ON "exam_results" USING btree ("exam_id","grade");--> statement-breakpoint
CREATE INDEX "exams_held_on_idx" ON "exams" USING btree ("held_on");