CREATE TABLE "project_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(50) NOT NULL,
	"bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"added_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_documents_kind_check" CHECK (kind IN ('contract', 'permit', 'plans', 'hoa', 'other'))
);
--> statement-breakpoint
CREATE TABLE "project_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"author" varchar(20) NOT NULL,
	"staff_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_messages_author_check" CHECK (author IN ('homeowner', 'staff')),
	CONSTRAINT "project_messages_body_check" CHECK (char_length("project_messages"."body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "project_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"milestone" varchar(30) NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" varchar(20) NOT NULL,
	"reference" varchar(100),
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_payments_milestone_check" CHECK (milestone IN ('initial', 'pre-construction', 'installation', 'finishing', 'final-completion')),
	CONSTRAINT "project_payments_method_check" CHECK (method IN ('check', 'transfer', 'zelle')),
	CONSTRAINT "project_payments_amount_check" CHECK ("project_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"stage_id" integer,
	"media_asset_id" integer NOT NULL,
	"caption" varchar(300),
	"added_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"title" varchar(120),
	"position" smallint NOT NULL,
	"status" varchar(20) DEFAULT 'planned' NOT NULL,
	"planned_on" date,
	"started_on" date,
	"done_on" date,
	"delay_reason" varchar(500),
	"homeowner_note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_stages_kind_check" CHECK (kind IN ('permits', 'excavation', 'shell-set', 'plumbing-inspection', 'backfill', 'coping-deck', 'final-inspection', 'handover', 'custom')),
	CONSTRAINT "project_stages_status_check" CHECK (status IN ('planned', 'in_progress', 'done', 'delayed')),
	CONSTRAINT "project_stages_delay_reason_check" CHECK ("project_stages"."status" <> 'delayed' OR "project_stages"."delay_reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"contract_cents" integer NOT NULL,
	"signed_on" date NOT NULL,
	"pool_id" integer,
	"pool_name" varchar(200),
	"color" varchar(100),
	"address" varchar(500),
	"link_version" integer DEFAULT 1 NOT NULL,
	"link_revoked_at" timestamp with time zone,
	"updates_off" boolean DEFAULT false NOT NULL,
	"files_notified_at" timestamp with time zone,
	"started_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_lead_id_unique" UNIQUE("lead_id"),
	CONSTRAINT "projects_contract_check" CHECK ("projects"."contract_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warranty_registrations" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"shell_model" varchar(200),
	"shell_serial" varchar(100),
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_up_on" date,
	"confirmed_at" timestamp with time zone,
	"corrected_by_homeowner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_added_by_id_admin_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_staff_user_id_admin_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_recorded_by_id_admin_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_stage_id_project_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."project_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_media_asset_id_media_assets_id_fk" FOREIGN KEY ("media_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_added_by_id_admin_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_started_by_id_admin_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD CONSTRAINT "warranty_registrations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_documents_project_idx" ON "project_documents" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_messages_project_idx" ON "project_messages" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_payments_project_idx" ON "project_payments" USING btree ("project_id","paid_on");--> statement-breakpoint
CREATE INDEX "project_photos_project_idx" ON "project_photos" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_stages_project_idx" ON "project_stages" USING btree ("project_id","position");