CREATE TABLE "stored_file_chunks" (
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_folder_name_seq_pk" PRIMARY KEY("folder","name","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_folder_name_pk" PRIMARY KEY("folder","name")
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_folder_name_stored_files_folder_name_fk" FOREIGN KEY ("folder","name") REFERENCES "public"."stored_files"("folder","name") ON DELETE cascade ON UPDATE no action;