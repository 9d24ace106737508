-- Edited by hand: DEFERRABLE INITIALLY DEFERRED, which drizzle-kit cannot write. Images and
-- users name each other (users.image_id, images.uploaded_by), so a restore inserts them in one
-- transaction and the check waits for its end.
ALTER TABLE "images" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "images_uploaded_by_idx" ON "images" USING btree ("uploaded_by","created_at");