CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"logo" text,
	"icon_logo" varchar(255),
	"enabled" boolean DEFAULT true NOT NULL,
	"website" varchar(500),
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "pool_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer" varchar(100) NOT NULL,
	"color_name" varchar(100) NOT NULL,
	"color_series" varchar(100),
	"color_type" varchar(100),
	"color_hex" varchar(7),
	"gradient_from" varchar(7),
	"gradient_to" varchar(7),
	"description" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"model" varchar(255),
	"description" text,
	"manufacturer" varchar(100),
	"brand" varchar(100),
	"series" varchar(100),
	"shape" varchar(100),
	"size" varchar(50),
	"size_category" varchar(20),
	"dimensions" varchar(100),
	"length_ft" numeric(5, 2),
	"width_ft" numeric(5, 2),
	"shallow_depth_ft" numeric(4, 2),
	"deep_depth_ft" numeric(4, 2),
	"depth" varchar(50),
	"gallons" integer,
	"built_in_spa" varchar(3) DEFAULT 'No' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"material" varchar(50) DEFAULT 'Fiberglass' NOT NULL,
	"warranty" varchar(255),
	"finish_options" varchar(255),
	"product_url" varchar(1000),
	"image_url" varchar(1000),
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" integer,
	"rating" numeric(2, 1),
	"installation_time" varchar(100),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pools_slug_unique" UNIQUE("slug"),
	CONSTRAINT "pools_built_in_spa_check" CHECK ("pools"."built_in_spa" IN ('Yes', 'No')),
	CONSTRAINT "pools_images_max_check" CHECK (coalesce(array_length("pools"."images", 1), 0) <= 15)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"location" varchar(150),
	"city" varchar(100),
	"state" varchar(2),
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"pool_type" varchar(100),
	"pool_size" varchar(100),
	"installation_year" smallint,
	"project_value" integer,
	"before_image" varchar(1000),
	"after_image" varchar(1000),
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"google_review_id" varchar(255),
	"google_place_id" varchar(255),
	"source" varchar(50) DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"excerpt" text,
	"content" text DEFAULT '' NOT NULL,
	"cover_image" varchar(1000),
	"category_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author" varchar(100),
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"scheduled_for" timestamp with time zone,
	"meta_title" varchar(255),
	"meta_description" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_status_check" CHECK (status IN ('draft', 'scheduled', 'published'))
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" varchar(500) NOT NULL,
	"answer" text NOT NULL,
	"category" varchar(100) NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"lender" varchar(100),
	"apr" numeric(5, 2) NOT NULL,
	"interest_rate" numeric(5, 2),
	"loan_term_months" integer NOT NULL,
	"min_amount" integer NOT NULL,
	"max_amount" integer NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"credit_score_required" varchar(20),
	"url" varchar(1000),
	"promoted" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"last_rate_update" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_options_key_unique" UNIQUE("key"),
	CONSTRAINT "financing_options_amounts_check" CHECK ("financing_options"."min_amount" <= "financing_options"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"city" varchar(100),
	"service" varchar(100),
	"meta_title" varchar(255),
	"meta_description" varchar(500),
	"content_type" varchar(10) DEFAULT 'html' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"local_page_path" varchar(100),
	"target_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"strategy" varchar(50) DEFAULT 'standard' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "landing_pages_content_type_check" CHECK (content_type IN ('html', 'page')),
	CONSTRAINT "landing_pages_status_check" CHECK (status IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"category" varchar(100),
	"type" varchar(20),
	"file_url" varchar(1000),
	"pages" integer,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_status_check" CHECK (status IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "url_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"legacy_url" varchar(500) NOT NULL,
	"target_page" varchar(100) NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"meta_title" varchar(255),
	"meta_description" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "url_mappings_legacy_url_unique" UNIQUE("legacy_url")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"customer_name" varchar(200) NOT NULL,
	"email" varchar(255),
	"phone" varchar(40),
	"address" varchar(500) NOT NULL,
	"message" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"office_id" varchar(40),
	"assigned_to_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled', 'no-show')),
	CONSTRAINT "appointments_contact_check" CHECK ("appointments"."email" IS NOT NULL OR "appointments"."phone" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "lead_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"comment" text NOT NULL,
	"author" varchar(100) NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"from_status" varchar(30),
	"to_status" varchar(30) NOT NULL,
	"changed_by_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100),
	"email" varchar(255),
	"phone" varchar(40) NOT NULL,
	"phone_digits" varchar(10),
	"address" varchar(500),
	"pool_type" varchar(100),
	"budget_range" varchar(50),
	"timeframe" varchar(50),
	"message" text,
	"status" varchar(30) DEFAULT 'new' NOT NULL,
	"nearest_branch" varchar(60),
	"branch_details" jsonb,
	"request_type" varchar(20) DEFAULT 'estimate' NOT NULL,
	"source_page" varchar(100),
	"sales_rep_id" integer,
	"lead_qualification" varchar(30),
	"consent_to_contact" boolean DEFAULT false NOT NULL,
	"consent_at" timestamp with time zone,
	"pool_id" integer,
	"interest" jsonb,
	"first_touch" jsonb,
	"last_touch" jsonb,
	"user_agent" varchar(500),
	"possible_duplicate_of" integer,
	"is_test" boolean DEFAULT false NOT NULL,
	"status_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK (status IN ('new', 'contacted', 'qualified', 'consultation scheduled', 'proposal sent', 'won', 'lost', 'spam')),
	CONSTRAINT "leads_request_type_check" CHECK (request_type IN ('contact', 'estimate', 'consultation'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(50) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lead_id" integer,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" varchar(100),
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK (status IN ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(20) DEFAULT 'operations' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"test_mode_preference" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"office_id" varchar(40),
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_role_check" CHECK (role IN ('admin', 'operations', 'sales')),
	CONSTRAINT "admin_users_username_length_check" CHECK (char_length("admin_users"."username") >= 3)
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_id_admin_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_assigned_to_id_admin_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_comments" ADD CONSTRAINT "lead_comments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_comments" ADD CONSTRAINT "lead_comments_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_changed_by_id_admin_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_sales_rep_id_admin_users_id_fk" FOREIGN KEY ("sales_rep_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_possible_duplicate_of_leads_id_fk" FOREIGN KEY ("possible_duplicate_of") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manufacturers_enabled_order_idx" ON "manufacturers" USING btree ("enabled","display_order");--> statement-breakpoint
CREATE INDEX "pool_colors_manufacturer_idx" ON "pool_colors" USING btree ("manufacturer","color_series","display_order");--> statement-breakpoint
CREATE INDEX "pools_active_name_idx" ON "pools" USING btree ("is_active","name");--> statement-breakpoint
CREATE INDEX "pools_manufacturer_idx" ON "pools" USING btree ("manufacturer");--> statement-breakpoint
CREATE INDEX "pools_size_category_idx" ON "pools" USING btree ("size_category");--> statement-breakpoint
CREATE INDEX "pools_shape_idx" ON "pools" USING btree ("shape");--> statement-breakpoint
CREATE INDEX "testimonials_featured_idx" ON "testimonials" USING btree ("is_featured","created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_status_published_idx" ON "blog_posts" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_scheduled_idx" ON "blog_posts" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "blog_posts_author_idx" ON "blog_posts" USING btree ("author");--> statement-breakpoint
CREATE INDEX "faq_items_active_idx" ON "faq_items" USING btree ("is_active","category","display_order");--> statement-breakpoint
CREATE INDEX "financing_options_active_idx" ON "financing_options" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE INDEX "landing_pages_status_idx" ON "landing_pages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "resources_status_idx" ON "resources" USING btree ("status","display_order");--> statement-breakpoint
CREATE INDEX "url_mappings_active_idx" ON "url_mappings" USING btree ("is_active","priority" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_scheduled_idx" ON "appointments" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "appointments_lead_idx" ON "appointments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "appointments_assigned_idx" ON "appointments" USING btree ("assigned_to_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "lead_comments_lead_idx" ON "lead_comments" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_status_history_lead_idx" ON "lead_status_history" USING btree ("lead_id","changed_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_type_created_idx" ON "leads" USING btree ("request_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_source_page_idx" ON "leads" USING btree ("source_page","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_branch_idx" ON "leads" USING btree ("nearest_branch","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_sales_rep_idx" ON "leads" USING btree ("sales_rep_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_phone_digits_idx" ON "leads" USING btree ("phone_digits","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_duplicate_idx" ON "leads" USING btree ("possible_duplicate_of");--> statement-breakpoint
CREATE INDEX "leads_pool_idx" ON "leads" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_lead_idx" ON "jobs" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "admin_sessions_user_idx" ON "admin_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_lower_idx" ON "admin_users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_lower_idx" ON "admin_users" USING btree (lower("email"));