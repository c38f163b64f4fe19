CREATE TABLE "file_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"chunks" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_chunks" (
	"key" text NOT NULL,
	"n" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_key_n_pk" PRIMARY KEY("key","n")
);
