CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"author_id" integer NOT NULL,
	"rated_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"reply" text,
	"reply_time" bigint,
	"create_time" bigint NOT NULL,
	"update_time" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "pickup_note" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_rated_id_users_id_fk" FOREIGN KEY ("rated_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_order_role_idx" ON "feedback" USING btree ("order_id","author_role");--> statement-breakpoint
CREATE INDEX "feedback_rated_idx" ON "feedback" USING btree ("rated_id","create_time");