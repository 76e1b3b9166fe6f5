CREATE TABLE "saved_search_alerts" (
	"saved_search_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "saved_search_alerts_saved_search_id_item_id_pk" PRIMARY KEY("saved_search_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"query" jsonb NOT NULL,
	"query_key" text NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"last_alert_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_idx" ON "saved_searches" USING btree ("user_id","query_key");--> statement-breakpoint
CREATE INDEX "saved_searches_alerts_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."alerts" = true;