CREATE TABLE "lead_designs" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"pool_id" integer,
	"pool_name" varchar(200),
	"color" varchar(100),
	"line_items" jsonb NOT NULL,
	"total" integer NOT NULL,
	"monthly" integer,
	"apr" numeric(5, 2),
	"term_months" integer,
	"lender" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_designs_total_check" CHECK ("lead_designs"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lead_designs" ADD CONSTRAINT "lead_designs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_designs" ADD CONSTRAINT "lead_designs_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE set null ON UPDATE no action;