CREATE TABLE "order_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"client" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_site_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_clients" ADD CONSTRAINT "order_clients_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_clients" ADD CONSTRAINT "order_clients_site_same_project_fk" FOREIGN KEY ("project_id","site_id") REFERENCES "public"."sites"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_clients_site_client_idx" ON "order_clients" USING btree ("site_id","client","created_at");--> statement-breakpoint
CREATE INDEX "order_clients_created_at_idx" ON "order_clients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_site_created_idx" ON "orders" USING btree ("site_id","created_at");--> statement-breakpoint
-- Every table says when it is written (0008, docs/decisions/023-read-cache.md).
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "order_clients" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "order_clients" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();