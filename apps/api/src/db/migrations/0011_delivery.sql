CREATE TABLE "order_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"image_item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "downloads_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "media_type" text DEFAULT 'photo' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "delivery_key" text;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "delivery_size" bigint;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "delivery_crc32" bigint;--> statement-breakpoint
ALTER TABLE "order_downloads" ADD CONSTRAINT "order_downloads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_downloads_uq" ON "order_downloads" USING btree ("order_id","image_item_id","kind");