CREATE TABLE "card_disputes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_ref" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"create_time" bigint NOT NULL,
	"close_time" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "card_disputes_provider_ref_idx" ON "card_disputes" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "card_disputes_seller_idx" ON "card_disputes" USING btree ("seller_id","status");