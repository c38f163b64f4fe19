-- The unique indexes the new composite foreign keys point at come first.
CREATE UNIQUE INDEX "franchises_project_id_unique" ON "franchises" USING btree ("project_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sites_project_id_unique" ON "sites" USING btree ("project_id","id");
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"number" integer NOT NULL,
	"business_slug" text NOT NULL,
	"business_name" text NOT NULL,
	"business_logo" text,
	"order_type" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"customer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "franchise_id" integer;
--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_same_project_fk" FOREIGN KEY ("project_id","site_id") REFERENCES "public"."sites"("project_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_id_unique" ON "orders" USING btree ("public_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_project_number_unique" ON "orders" USING btree ("project_id","number");
--> statement-breakpoint
CREATE INDEX "orders_site_idx" ON "orders" USING btree ("site_id");
--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_franchise_same_project_fk" FOREIGN KEY ("project_id","franchise_id") REFERENCES "public"."franchises"("project_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "businesses_project_franchise_idx" ON "businesses" USING btree ("project_id","franchise_id");
--> statement-breakpoint
-- Demo projects seeded before franchises had businesses: the same brands as the seed gives them.
UPDATE "businesses" SET "franchise_id" = "franchises"."id" FROM "franchises" WHERE "franchises"."project_id" = "businesses"."project_id" AND "franchises"."slug" = 'pizza-palace-group' AND "businesses"."slug" IN ('pizza-palace', 'mama-mia-trattoria', 'casa-paella', 'le-petit-bistro');
--> statement-breakpoint
UPDATE "businesses" SET "franchise_id" = "franchises"."id" FROM "franchises" WHERE "franchises"."project_id" = "businesses"."project_id" AND "franchises"."slug" = 'burger-barn-franchise' AND "businesses"."slug" IN ('burger-barn', 'smoky-bbq-pit', 'kebab-king', 'athens-grill');
--> statement-breakpoint
UPDATE "businesses" SET "franchise_id" = "franchises"."id" FROM "franchises" WHERE "franchises"."project_id" = "businesses"."project_id" AND "franchises"."slug" = 'sushi-corner-chain' AND "businesses"."slug" IN ('sushi-corner', 'poke-paradise', 'dim-sum-garden', 'seoul-kitchen', 'golden-dragon');
