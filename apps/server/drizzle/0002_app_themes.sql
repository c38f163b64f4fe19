-- The unique index on apps (project_id, id) must exist before the foreign key that references it.
ALTER TABLE "themes" ALTER COLUMN "site_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "app_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "apps_project_id_unique" ON "apps" USING btree ("project_id","id");--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_app_same_project_fk" FOREIGN KEY ("project_id","app_id") REFERENCES "public"."apps"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "themes_app_unique" ON "themes" USING btree ("app_id");--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_one_owner" CHECK (("themes"."site_id" is null) <> ("themes"."app_id" is null));