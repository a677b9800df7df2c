CREATE TABLE "call_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page_path" varchar(300) NOT NULL,
	"branch" varchar(60),
	"utm_source" varchar(200),
	"utm_medium" varchar(200),
	"utm_campaign" varchar(200),
	"landing_path" varchar(300),
	"has_gclid" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_page_visits" (
	"day" date NOT NULL,
	"landing_path" varchar(300) NOT NULL,
	"utm_source" varchar(200) DEFAULT '' NOT NULL,
	"utm_medium" varchar(200) DEFAULT '' NOT NULL,
	"utm_campaign" varchar(200) DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_page_visits_pk" PRIMARY KEY("day","landing_path","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "note" varchar(300);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "gclid" varchar(200);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "gbraid" varchar(200);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "wbraid" varchar(200);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "fbclid" varchar(200);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "fbc" varchar(200);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "msclkid" varchar(200);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_source" varchar(200);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" varchar(200);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" varchar(200);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_path" varchar(300);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer_host" varchar(200);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "won_value_cents" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "won_signed_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" varchar(40);--> statement-breakpoint
CREATE INDEX "call_clicks_created_idx" ON "call_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_utm_created_idx" ON "leads" USING btree ("utm_source","utm_medium","utm_campaign","created_at");--> statement-breakpoint
CREATE INDEX "leads_won_signed_idx" ON "leads" USING btree ("won_signed_on");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_won_value_check" CHECK ("leads"."won_value_cents" >= 0);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lost_reason_check" CHECK (lost_reason IN ('price', 'financing', 'chose-competitor', 'timing', 'no-response', 'hoa-or-permit', 'other'));--> statement-breakpoint
-- Backfill (issue 21, decision 033): the attribution columns of the leads stored before them, from
-- the first_touch / last_touch JSON, by the same rules as app/lib/attribution.ts leadAttributionColumns:
-- click ids from the last touch, each falling back to the first touch's; source / medium / campaign
-- together from the last touch that has any of them, else the first's; landing page and referrer
-- host from the first touch; fbc built from the touch that gave fbclid, when it fits its column.
WITH touches AS (
	SELECT "id", "first_touch" AS f, "last_touch" AS l,
		CASE WHEN coalesce("last_touch"->>'utmSource', "last_touch"->>'utmMedium', "last_touch"->>'utmCampaign') IS NOT NULL
			THEN "last_touch" ELSE "first_touch" END AS u,
		CASE WHEN "last_touch"->>'fbclid' IS NOT NULL THEN "last_touch" ELSE "first_touch" END AS fb
	FROM "leads"
	WHERE "first_touch" IS NOT NULL OR "last_touch" IS NOT NULL
)
UPDATE "leads" SET
	"gclid" = left(coalesce(t.l->>'gclid', t.f->>'gclid'), 200),
	"gbraid" = left(coalesce(t.l->>'gbraid', t.f->>'gbraid'), 200),
	"wbraid" = left(coalesce(t.l->>'wbraid', t.f->>'wbraid'), 200),
	"fbclid" = left(t.fb->>'fbclid', 200),
	"fbc" = CASE
		WHEN t.fb->>'fbclid' IS NOT NULL AND t.fb->>'at' ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$'
			AND length(t.fb->>'fbclid') <= 181
		THEN 'fb.1.' || floor(extract(epoch FROM (t.fb->>'at')::timestamptz) * 1000)::bigint || '.' || (t.fb->>'fbclid')
	END,
	"msclkid" = left(coalesce(t.l->>'msclkid', t.f->>'msclkid'), 200),
	"utm_source" = left(t.u->>'utmSource', 200),
	"utm_medium" = left(t.u->>'utmMedium', 200),
	"utm_campaign" = left(t.u->>'utmCampaign', 200),
	"landing_path" = left(coalesce(t.f->>'landingPath', t.l->>'landingPath'), 300),
	"referrer_host" = left(nullif(split_part(t.f->>'referrer', '/', 1), ''), 200)
FROM touches t
WHERE "leads"."id" = t."id";
