ALTER TABLE "student_notices" ADD COLUMN "grades" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "student_notices" SET "grades" = ARRAY["grade"];--> statement-breakpoint
ALTER TABLE "student_notices" DROP COLUMN "grade";
