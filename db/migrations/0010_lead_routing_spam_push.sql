CREATE TABLE "lead_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"note" varchar(1000),
	"called_by_id" integer,
	"called_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_calls_outcome_check" CHECK (outcome IN ('reached', 'no-answer', 'voicemail'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" varchar(200) NOT NULL,
	"auth" varchar(100) NOT NULL,
	"device_label" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_pushed_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "lead_status_before" varchar(30);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "actor" varchar(20) DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "zip" varchar(5);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "office_rule" varchar(20);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "spam_reason" varchar(30);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sent_after_ms" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_called_by_id_admin_users_id_fk" FOREIGN KEY ("called_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_calls_lead_idx" ON "lead_calls" USING btree ("lead_id","called_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_id_admin_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_created_by_idx" ON "appointments" USING btree ("created_by_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","priority","run_at");--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_actor_check" CHECK (actor IN ('staff', 'customer', 'system'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_office_rule_check" CHECK (office_rule IN ('zip', 'area-code', 'location', 'page', 'staff'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_spam_reason_check" CHECK (spam_reason IN ('honeypot', 'form-token-missing', 'form-token-forged', 'staff'));