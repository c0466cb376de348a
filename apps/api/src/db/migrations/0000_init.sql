CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"name_lang" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"expired_time" timestamp with time zone,
	"expired_append_cost_in_tax" integer DEFAULT 0 NOT NULL,
	"discount_end_time" timestamp with time zone,
	"discount_cost_in_tax" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb,
	"event_code1" text NOT NULL,
	"event_code2" text NOT NULL,
	"event_date" date NOT NULL,
	"published_from" timestamp with time zone NOT NULL,
	"published_until" timestamp with time zone NOT NULL,
	"currency_type_id" smallint DEFAULT 1 NOT NULL,
	"shipping_type_id" smallint DEFAULT 1 NOT NULL,
	"cover_image_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_code1_len" CHECK (char_length("events"."event_code1") = 5),
	CONSTRAINT "events_code2_len" CHECK (char_length("events"."event_code2") = 5),
	CONSTRAINT "events_window" CHECK ("events"."published_from" < "events"."published_until")
);
--> statement-breakpoint
CREATE TABLE "image_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text,
	"width" integer,
	"height" integer,
	"byte_size" bigint,
	"captured_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"expiration_of_info" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"placeholder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"watermark_text" text DEFAULT 'Omoide SAMPLE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"price_type_id" smallint NOT NULL,
	"size_id" smallint NOT NULL,
	"unit_price" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prices_unit_price_nonneg" CHECK ("prices"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_text" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"faq_category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"body_html" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_text" jsonb NOT NULL,
	"body_html" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_organizations" (
	"member_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "member_organizations_member_id_organization_id_pk" PRIMARY KEY("member_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"display_name" text NOT NULL,
	"locale" text DEFAULT 'ja' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "system_constants" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_items" ADD CONSTRAINT "image_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_items" ADD CONSTRAINT "image_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_faq_category_id_faq_categories_id_fk" FOREIGN KEY ("faq_category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_organizations" ADD CONSTRAINT "member_organizations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_organizations" ADD CONSTRAINT "member_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_event_idx" ON "categories" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_codes_uq" ON "events" USING btree ("event_code1","event_code2");--> statement-breakpoint
CREATE INDEX "events_org_idx" ON "events" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "image_items_category_idx" ON "image_items" USING btree ("category_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "image_items_event_idx" ON "image_items" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_event_type_size_uq" ON "prices" USING btree ("event_id","price_type_id","size_id");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("faq_category_id","sort_order");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "member_orgs_org_idx" ON "member_organizations" USING btree ("organization_id");