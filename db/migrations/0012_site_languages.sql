ALTER TABLE "manufacturers" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "features_es" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "content_es" text;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "name_es" varchar(100);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "title_es" varchar(255);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "excerpt_es" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_es" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "meta_title_es" varchar(255);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "meta_description_es" varchar(500);--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "question_es" varchar(500);--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "answer_es" text;--> statement-breakpoint
ALTER TABLE "financing_options" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "financing_options" ADD COLUMN "features_es" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "financing_options" ADD COLUMN "requirements_es" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "title_es" varchar(255);--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "meta_title_es" varchar(255);--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "meta_description_es" varchar(500);--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "content_es" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "title_es" varchar(255);--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "design_add_ons" ADD COLUMN "name_es" varchar(100);--> statement-breakpoint
ALTER TABLE "design_add_ons" ADD COLUMN "description_es" varchar(300);--> statement-breakpoint
ALTER TABLE "design_add_ons" ADD COLUMN "unit_label_es" varchar(30);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_language_check" CHECK (language IN ('en', 'es'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_language_check" CHECK (language IN ('en', 'es'));