CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_number" text NOT NULL,
	"item_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"store_id" integer,
	"amount_cents" integer NOT NULL,
	"counter_cents" integer,
	"status" text NOT NULL,
	"decided_by" text,
	"agreed_cents" integer,
	"order_number" text,
	"expires_at" bigint NOT NULL,
	"create_time" bigint NOT NULL,
	"update_time" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "accepts_offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "auto_accept_cents" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "auto_decline_cents" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_offer_number_idx" ON "offers" USING btree ("offer_number");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_buyer_item_idx" ON "offers" USING btree ("item_id","buyer_id") WHERE "offers"."status" IN ('pending', 'countered');--> statement-breakpoint
CREATE INDEX "offers_item_idx" ON "offers" USING btree ("item_id","status");--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "offers_seller_idx" ON "offers" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "offers_store_idx" ON "offers" USING btree ("store_id","id");