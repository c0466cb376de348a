CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"image_item_id" integer,
	"crop" jsonb,
	"media_key" text,
	"price_type_id" smallint NOT NULL,
	"price_type_name_lang" jsonb NOT NULL,
	"size_id" smallint NOT NULL,
	"size_name_lang" jsonb NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price" integer NOT NULL,
	"extra_cost_in_tax" integer DEFAULT 0 NOT NULL,
	"discount_in_tax" integer DEFAULT 0 NOT NULL,
	"is_expired_extend_buy" boolean DEFAULT false NOT NULL,
	"is_discount_buy" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"buyer_kind" text NOT NULL,
	"buyer_subject" text NOT NULL,
	"email" text,
	"language" text DEFAULT 'ja' NOT NULL,
	"event_id" integer NOT NULL,
	"event_name" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"currency_type_id" smallint NOT NULL,
	"shipping_type_id" smallint NOT NULL,
	"totals" jsonb NOT NULL,
	"total_in_tax" integer NOT NULL,
	"quantity" integer NOT NULL,
	"tel" text NOT NULL,
	"home_address" jsonb NOT NULL,
	"shipping_address" jsonb,
	"order_children" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_type" text NOT NULL,
	"charge_id" text,
	"card_brand" text,
	"card_last4" text,
	"failure_code" text,
	"failure_message" text,
	"idempotency_key" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_code_unique" UNIQUE("order_code"),
	CONSTRAINT "orders_total_nonneg" CHECK ("orders"."total_in_tax" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_image_item_id_image_items_id_fk" FOREIGN KEY ("image_item_id") REFERENCES "public"."image_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_item_idx" ON "order_lines" USING btree ("image_item_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_kind","buyer_subject","created_at");--> statement-breakpoint
CREATE INDEX "orders_event_idx" ON "orders" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("buyer_kind","buyer_subject","idempotency_key");