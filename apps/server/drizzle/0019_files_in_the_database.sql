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
--> statement-breakpoint
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "file_blobs" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "file_blobs" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "file_chunks" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "file_chunks" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();
