CREATE TABLE "blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"purpose" text NOT NULL,
	"kid" text NOT NULL,
	"material" text NOT NULL,
	"created_at" bigint NOT NULL,
	"retired_at" bigint,
	CONSTRAINT "server_keys_purpose_kid_pk" PRIMARY KEY("purpose","kid")
);
