-- Every draw is kept (docs/decisions/0007): a draw gets its own id, and what it was drawn from.
ALTER TABLE "admission_draws" DROP CONSTRAINT "admission_draws_pkey";--> statement-breakpoint
ALTER TABLE "admission_draws" ADD COLUMN "id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_draws" ADD COLUMN "hall" text;--> statement-breakpoint
ALTER TABLE "admission_draws" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "admission_draws" ADD COLUMN "waiting_length" integer;--> statement-breakpoint
-- A draw from before kept no seats: where it filled fewer than its entries, the seats were what
-- it admitted; else (everyone admitted) the period's seats now, which draw it again alike.
UPDATE "admission_draws" AS d SET
  "seats" = CASE
    WHEN jsonb_array_length(d."admitted") < jsonb_array_length(d."entries") THEN jsonb_array_length(d."admitted")
    ELSE greatest(p."seats", jsonb_array_length(d."admitted"))
  END,
  "waiting_length" = jsonb_array_length(d."waiting")
FROM "admission_periods" AS p WHERE p."id" = d."period_id";--> statement-breakpoint
ALTER TABLE "admission_draws" ALTER COLUMN "seats" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_draws" ALTER COLUMN "waiting_length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_periods" ADD COLUMN "lottery_secret" text;--> statement-breakpoint
ALTER TABLE "admission_periods" ADD COLUMN "lottery_committed_at" timestamp with time zone;--> statement-breakpoint
-- Each period whose lottery is not published gets its secret now (two random UUIDs' hex digits:
-- 244 random bits); one published before keeps its lists and its seed, without a commitment.
UPDATE "admission_periods" AS p SET
  "lottery_secret" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  "lottery_committed_at" = now()
WHERE NOT EXISTS (
  SELECT 1 FROM "admission_draws" AS d WHERE d."period_id" = p."id" AND d."published_at" IS NOT NULL
);--> statement-breakpoint
CREATE INDEX "admission_draws_period_idx" ON "admission_draws" USING btree ("period_id","drawn_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admission_draws_published_idx" ON "admission_draws" USING btree ("period_id") WHERE "admission_draws"."published_at" is not null;
