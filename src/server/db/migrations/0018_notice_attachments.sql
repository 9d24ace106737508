CREATE TABLE "notice_attachments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"notice_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"image_id" text,
	"document_id" text
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pages" integer;--> statement-breakpoint
ALTER TABLE "notice_attachments" ADD CONSTRAINT "notice_attachments_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_attachments" ADD CONSTRAINT "notice_attachments_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_attachments" ADD CONSTRAINT "notice_attachments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_attachments_position_idx" ON "notice_attachments" USING btree ("notice_id","position");--> statement-breakpoint
CREATE INDEX "notice_attachments_image_idx" ON "notice_attachments" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_attachments_document_idx" ON "notice_attachments" USING btree ("document_id");