DROP INDEX "sites_domain_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "sites_domain_claimed_unique" ON "sites" USING btree ("domain") WHERE "sites"."ssl_status" in ('pre-issued', 'issued');