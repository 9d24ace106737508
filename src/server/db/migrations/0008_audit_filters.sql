ALTER TABLE "audit_log" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");