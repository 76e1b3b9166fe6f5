CREATE TABLE "platform_auth_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"code_challenge" text,
	"expires_at" bigint NOT NULL,
	"used_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"family" text NOT NULL,
	"access_hash" text NOT NULL,
	"refresh_hash" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"access_expires_at" bigint NOT NULL,
	"refresh_expires_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
ALTER TABLE "platform_auth_codes" ADD CONSTRAINT "platform_auth_codes_app_id_platform_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."platform_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_auth_codes" ADD CONSTRAINT "platform_auth_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_auth_codes" ADD CONSTRAINT "platform_auth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_tokens" ADD CONSTRAINT "platform_tokens_app_id_platform_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."platform_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_tokens" ADD CONSTRAINT "platform_tokens_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_tokens" ADD CONSTRAINT "platform_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_auth_codes_hash_idx" ON "platform_auth_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_tokens_access_idx" ON "platform_tokens" USING btree ("access_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_tokens_refresh_idx" ON "platform_tokens" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "platform_tokens_family_idx" ON "platform_tokens" USING btree ("family");