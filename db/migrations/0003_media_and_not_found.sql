CREATE TABLE "media_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"url" varchar(1000) NOT NULL,
	"original_name" varchar(255),
	"mime_type" varchar(50) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "media_assets_content_hash_unique" UNIQUE("content_hash"),
	CONSTRAINT "media_assets_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "not_found_paths" (
	"path" varchar(500) PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_created_by_id_admin_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_assets_created_idx" ON "media_assets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("hits" DESC NULLS LAST);