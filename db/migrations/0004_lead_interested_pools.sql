CREATE TABLE "lead_interested_pools" (
	"lead_id" integer NOT NULL,
	"pool_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "lead_interested_pools_lead_id_pool_id_pk" PRIMARY KEY("lead_id","pool_id")
);
--> statement-breakpoint
ALTER TABLE "lead_interested_pools" ADD CONSTRAINT "lead_interested_pools_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_interested_pools" ADD CONSTRAINT "lead_interested_pools_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_interested_pools_pool_idx" ON "lead_interested_pools" USING btree ("pool_id");