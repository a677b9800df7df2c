CREATE TABLE "consultation_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"office_id" varchar(40) NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"status" varchar(20) DEFAULT 'booked' NOT NULL,
	"token_version" integer DEFAULT 1 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_bookings_status_check" CHECK (status IN ('booked', 'cancelled')),
	CONSTRAINT "consultation_bookings_period_check" CHECK ("consultation_bookings"."slot_start" < "consultation_bookings"."slot_end")
);
--> statement-breakpoint
CREATE TABLE "consultation_closed_dates" (
	"office_id" varchar(40) NOT NULL,
	"date" date NOT NULL,
	"reason" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_closed_dates_office_id_date_pk" PRIMARY KEY("office_id","date")
);
--> statement-breakpoint
CREATE TABLE "consultation_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" varchar(40) NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"capacity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_hours_weekday_check" CHECK ("consultation_hours"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "consultation_hours_period_check" CHECK ("consultation_hours"."start_time" < "consultation_hours"."end_time"),
	CONSTRAINT "consultation_hours_slot_check" CHECK ("consultation_hours"."slot_minutes" BETWEEN 15 AND 480),
	CONSTRAINT "consultation_hours_capacity_check" CHECK ("consultation_hours"."capacity" BETWEEN 1 AND 50)
);
--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_bookings_slot_idx" ON "consultation_bookings" USING btree ("office_id","slot_start");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_one_per_lead_idx" ON "consultation_bookings" USING btree ("lead_id") WHERE status = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_hours_office_day_start_idx" ON "consultation_hours" USING btree ("office_id","weekday","start_time");