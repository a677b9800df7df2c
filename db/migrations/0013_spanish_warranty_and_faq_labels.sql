ALTER TABLE "pools" ADD COLUMN "warranty_es" varchar(255);--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "category_es" varchar(100);--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "tags_es" text[] DEFAULT '{}'::text[] NOT NULL;