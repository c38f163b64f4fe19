CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"ip" text,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"business_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_role" CHECK ("invitations"."role" in ('owner', 'admin', 'business_manager'))
);
--> statement-breakpoint
CREATE TABLE "user_businesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_businesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_businesses" ADD CONSTRAINT "user_businesses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_businesses" ADD CONSTRAINT "user_businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_businesses" ADD CONSTRAINT "user_businesses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_project_idx" ON "audit_events" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("project_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_project_idx" ON "invitations" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_businesses_unique" ON "user_businesses" USING btree ("user_id","business_id");--> statement-breakpoint
CREATE INDEX "user_businesses_business_idx" ON "user_businesses" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('owner', 'admin', 'business_manager'));;--> statement-breakpoint
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "invitations" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "invitations" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON "user_businesses" FOR EACH ROW EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON "user_businesses" FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write();--> statement-breakpoint
-- The audit log is written once and read ever after: an entry cannot be changed or removed, by the
-- product or by anything else that reaches the database with its role. What the foreign keys do is
-- let through: a removed member's entries lose only the link to them (their name stays in actor),
-- and a project deleted whole takes its entries with it.
CREATE FUNCTION oc_audit_events_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM projects WHERE id = OLD.project_id) THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NULL AND OLD.user_id IS NOT NULL
    AND (NEW.id, NEW.project_id, NEW.actor, NEW.ip, NEW.area, NEW.action, NEW.target, NEW.changes::text, NEW.created_at)
      IS NOT DISTINCT FROM
      (OLD.id, OLD.project_id, OLD.actor, OLD.ip, OLD.area, OLD.action, OLD.target, OLD.changes::text, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER oc_audit_events_unchanged BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION oc_audit_events_unchanged();
