CREATE TABLE "business_slug_redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_slug_redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"slug" text NOT NULL,
	"business_id" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "menu_option_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_option_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"position" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "menu_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_delta" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "menu_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"image" text,
	"available" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "header" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "order_types" jsonb DEFAULT '["delivery","pickup"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "delivery_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "minimum_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "delivery_minutes" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "pickup_minutes" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "cuisines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The unique (project_id, id) indexes first: the same-project foreign keys below point at them.
CREATE UNIQUE INDEX "business_slug_redirects_project_slug_unique" ON "business_slug_redirects" USING btree ("project_id","slug");--> statement-breakpoint
CREATE INDEX "menu_categories_business_idx" ON "menu_categories" USING btree ("business_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_categories_project_id_unique" ON "menu_categories" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "menu_option_groups_product_idx" ON "menu_option_groups" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_option_groups_project_id_unique" ON "menu_option_groups" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "menu_options_group_idx" ON "menu_options" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "menu_products_business_idx" ON "menu_products" USING btree ("business_id","category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_products_project_id_unique" ON "menu_products" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_project_id_unique" ON "businesses" USING btree ("project_id","id");--> statement-breakpoint
ALTER TABLE "business_slug_redirects" ADD CONSTRAINT "business_slug_redirects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_slug_redirects" ADD CONSTRAINT "business_slug_redirects_same_project_fk" FOREIGN KEY ("project_id","business_id") REFERENCES "public"."businesses"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_business_same_project_fk" FOREIGN KEY ("project_id","business_id") REFERENCES "public"."businesses"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_option_groups" ADD CONSTRAINT "menu_option_groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_option_groups" ADD CONSTRAINT "menu_option_groups_product_same_project_fk" FOREIGN KEY ("project_id","product_id") REFERENCES "public"."menu_products"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_options" ADD CONSTRAINT "menu_options_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_options" ADD CONSTRAINT "menu_options_group_same_project_fk" FOREIGN KEY ("project_id","group_id") REFERENCES "public"."menu_option_groups"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_products" ADD CONSTRAINT "menu_products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_products" ADD CONSTRAINT "menu_products_business_same_project_fk" FOREIGN KEY ("project_id","business_id") REFERENCES "public"."businesses"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_products" ADD CONSTRAINT "menu_products_category_same_project_fk" FOREIGN KEY ("project_id","category_id") REFERENCES "public"."menu_categories"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every table says when it is written (0008, docs/decisions/023-read-cache.md).
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "business_slug_redirects" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "business_slug_redirects" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "menu_categories" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "menu_categories" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "menu_products" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "menu_products" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "menu_option_groups" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "menu_option_groups" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "menu_options" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "menu_options" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();