-- An order's subtotal, delivery fee and time for later (docs/product/website.md#orders). Orders
-- placed before had no fee: their subtotal is their total. The orders table has had its write
-- triggers since 0008, and adding columns keeps them.
ALTER TABLE "orders" ADD COLUMN "subtotal" integer;--> statement-breakpoint
UPDATE "orders" SET "subtotal" = "total";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;
