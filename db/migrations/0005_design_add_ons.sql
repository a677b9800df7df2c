CREATE TABLE "design_add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(300) NOT NULL,
	"image_url" varchar(1000),
	"pricing_kind" varchar(10) DEFAULT 'fixed' NOT NULL,
	"unit_label" varchar(30),
	"price" integer NOT NULL,
	"choice_group" varchar(50),
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"default_quantity" integer DEFAULT 1 NOT NULL,
	"needs_ledge_room" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_add_ons_key_unique" UNIQUE("key"),
	CONSTRAINT "design_add_ons_pricing_kind_check" CHECK (pricing_kind IN ('fixed', 'per-unit')),
	CONSTRAINT "design_add_ons_price_check" CHECK ("design_add_ons"."price" >= 0),
	CONSTRAINT "design_add_ons_quantities_check" CHECK (1 <= "design_add_ons"."min_quantity" and "design_add_ons"."min_quantity" <= "design_add_ons"."default_quantity" and "design_add_ons"."default_quantity" <= "design_add_ons"."max_quantity" and "design_add_ons"."max_quantity" <= 10000),
	CONSTRAINT "design_add_ons_kind_shape_check" CHECK (("design_add_ons"."pricing_kind" = 'fixed' and "design_add_ons"."max_quantity" = 1 and "design_add_ons"."unit_label" is null)
        or ("design_add_ons"."pricing_kind" = 'per-unit' and "design_add_ons"."unit_label" is not null))
);
--> statement-breakpoint
CREATE INDEX "design_add_ons_active_order_idx" ON "design_add_ons" USING btree ("is_active","display_order");