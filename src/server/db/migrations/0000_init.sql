CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" bigint NOT NULL,
	"spent_at" bigint
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "store_members" (
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "store_members_store_id_user_id_pk" PRIMARY KEY("store_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"introduction" text,
	"logo" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"mobile" text,
	"user_name" text,
	"nick_name" text,
	"first_name" text,
	"last_name" text,
	"pic" text,
	"introduction" text,
	"city" text,
	"city_lat" double precision,
	"city_lng" double precision,
	"tax_id" text,
	"password_hash" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"user_data_confirmed" boolean DEFAULT false NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"deactivated_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" bigint NOT NULL,
	"consumed_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"bidder_id" integer NOT NULL,
	"max_amount_cents" integer,
	"commit_key" integer DEFAULT 0 NOT NULL,
	"committed_at" bigint,
	"cancelled_at" bigint,
	"placed_max_cents" integer,
	"placed_key" integer DEFAULT 0 NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"bidder_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"auto" boolean NOT NULL,
	"seq" integer NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_number" text NOT NULL,
	"sin_code" text NOT NULL,
	"seller_id" integer NOT NULL,
	"store_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"condition" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sale_type" text DEFAULT 'fixed' NOT NULL,
	"price_cents" integer,
	"city" text,
	"lat" double precision,
	"lng" double precision,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"start_price_cents" integer,
	"reserve_price_cents" integer,
	"buy_now_price_cents" integer,
	"start_time" bigint,
	"end_time" bigint,
	"soft_close_seconds" integer DEFAULT 300 NOT NULL,
	"current_price_cents" integer,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"leader_id" integer,
	"closed_at" bigint,
	"source_item_number" text,
	"watch_count" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"published_at" bigint,
	"list_price_cents" integer GENERATED ALWAYS AS (CASE WHEN sale_type = 'auction' THEN CASE WHEN bid_count = 0 THEN start_price_cents ELSE coalesce(current_price_cents, start_price_cents) END ELSE price_cents END) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"viewed_at" bigint NOT NULL,
	CONSTRAINT "recently_viewed_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "watches_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"pic" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"create_date" bigint NOT NULL,
	"jump_type" integer NOT NULL,
	"jump_id" text,
	"order_number" text
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expiration_time" bigint,
	"created_at" bigint NOT NULL,
	"last_success_at" bigint,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"last4" text NOT NULL,
	"routing_masked" text NOT NULL,
	"update_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" bigint NOT NULL,
	"account" text NOT NULL,
	"user_id" integer,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"order_number" text,
	"payout_id" text,
	"display_cents" integer NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"party" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_number" text NOT NULL,
	"item_title" text NOT NULL,
	"item_cover" text,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"store_id" integer,
	"amount_cents" integer NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text,
	"payment_method_id" text,
	"pickup_code" text,
	"pickup_code_time" bigint,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"refund_request_cents" integer,
	"refund_reason" text,
	"refund_request_time" bigint,
	"report_reason" text,
	"reported_by" text,
	"pay_deadline_time" bigint NOT NULL,
	"paid_time" bigint,
	"complete_time" bigint,
	"cancel_time" bigint,
	"create_time" bigint NOT NULL,
	"update_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"provider_ref" text NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"update_time" bigint NOT NULL,
	CONSTRAINT "payment_accounts_user_id_provider_kind_pk" PRIMARY KEY("user_id","provider","kind")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"create_time" bigint NOT NULL,
	"delete_time" bigint
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"action_url" text,
	"message" text,
	"create_time" bigint NOT NULL,
	"update_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"failure_message" text,
	"arrival_time" bigint,
	"create_time" bigint NOT NULL,
	"update_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"http_status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"last_message_at" bigint NOT NULL,
	"buyer_read_id" integer DEFAULT 0 NOT NULL,
	"seller_read_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_hash" text NOT NULL,
	"redirect_uris" jsonb NOT NULL,
	"scopes" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"secret_rotated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_configurations" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"default_soft_close_seconds" integer NOT NULL,
	"pickup_instructions" text DEFAULT '' NOT NULL,
	"accept_cash" boolean NOT NULL,
	"notify_new_order" boolean NOT NULL,
	"notify_chat_message" boolean NOT NULL,
	"notify_auction_ended" boolean NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tv_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"layout" text NOT NULL,
	"item_filter" text NOT NULL,
	"item_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rotation_seconds" integer NOT NULL,
	"pairing_code" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tx_id_ledger_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_apps" ADD CONSTRAINT "platform_apps_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_configurations" ADD CONSTRAINT "store_configurations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_devices" ADD CONSTRAINT "tv_devices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "store_members_user_idx" ON "store_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_idx" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "verification_codes_account_idx" ON "verification_codes" USING btree ("account","scene");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_bids_item_bidder_idx" ON "auto_bids" USING btree ("item_id","bidder_id");--> statement-breakpoint
CREATE INDEX "auto_bids_bidder_idx" ON "auto_bids" USING btree ("bidder_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_item_seq_idx" ON "bids" USING btree ("item_id","seq");--> statement-breakpoint
CREATE INDEX "bids_bidder_idx" ON "bids" USING btree ("bidder_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_item_number_idx" ON "items" USING btree ("item_number");--> statement-breakpoint
CREATE UNIQUE INDEX "items_sin_code_idx" ON "items" USING btree ("sin_code");--> statement-breakpoint
CREATE INDEX "items_seller_idx" ON "items" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "items_status_category_idx" ON "items" USING btree ("status","category_id");--> statement-breakpoint
CREATE INDEX "items_end_time_idx" ON "items" USING btree ("end_time") WHERE "items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "items_title_trgm_idx" ON "items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_published_idx" ON "items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "items_active_published_idx" ON "items" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "items_active_price_idx" ON "items" USING btree ("list_price_cents","id") WHERE "items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "items_active_lat_idx" ON "items" USING btree ("lat") WHERE "items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "items_active_store_idx" ON "items" USING btree ("store_id") WHERE "items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "recently_viewed_user_idx" ON "recently_viewed" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "watches_item_idx" ON "watches" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","create_date","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_tx_idx" ON "ledger_entries" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","user_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_idx" ON "ledger_transactions" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "orders_item_idx" ON "orders" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "payment_accounts_ref_idx" ON "payment_accounts" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "payouts_ref_idx" ON "payouts" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "events_channel_idx" ON "events" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_idx" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."done_at" IS NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sessions_item_buyer_idx" ON "chat_sessions" USING btree ("item_id","buyer_id");--> statement-breakpoint
CREATE INDEX "chat_sessions_buyer_idx" ON "chat_sessions" USING btree ("buyer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_seller_idx" ON "chat_sessions" USING btree ("seller_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_apps_client_id_idx" ON "platform_apps" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "platform_apps_store_idx" ON "platform_apps" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_devices_pairing_code_idx" ON "tv_devices" USING btree ("pairing_code");--> statement-breakpoint
CREATE INDEX "tv_devices_store_idx" ON "tv_devices" USING btree ("store_id");