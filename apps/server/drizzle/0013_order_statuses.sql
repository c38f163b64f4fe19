-- Order statuses (docs/product/orders.md#statuses): the store's ready time and reason on the order,
-- when its status last changed, the cart's comments, and every change in order_status_events. The
-- orders table has had its write triggers since 0008, and adding columns keeps them; the new table
-- gets its own.
CREATE TABLE "order_status_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"ready_by" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "comments" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The orders placed before: their status has not changed since they were placed.
UPDATE "orders" SET "status_changed_at" = "created_at";--> statement-breakpoint
-- The unique (project_id, id) index first: the same-project foreign key below points at it.
CREATE UNIQUE INDEX "orders_project_id_unique" ON "orders" USING btree ("project_id","id");--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_same_project_fk" FOREIGN KEY ("project_id","order_id") REFERENCES "public"."orders"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_project_created_idx" ON "orders" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Every order's history starts with 'received': the orders placed before get theirs, as of when
-- they were placed.
INSERT INTO "order_status_events" ("project_id", "order_id", "status", "created_at")
  SELECT "project_id", "id", 'received', "created_at" FROM "orders";--> statement-breakpoint
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "order_status_events" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "order_status_events" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();
