CREATE TABLE "cart_item_sizes" (
	"cart_item_id" integer NOT NULL,
	"size_id" smallint NOT NULL,
	"quantity" smallint NOT NULL,
	CONSTRAINT "cart_item_sizes_cart_item_id_size_id_pk" PRIMARY KEY("cart_item_id","size_id"),
	CONSTRAINT "cart_item_sizes_quantity_pos" CHECK ("cart_item_sizes"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_kind" text NOT NULL,
	"buyer_subject" text NOT NULL,
	"event_id" integer NOT NULL,
	"image_item_id" integer NOT NULL,
	"crop" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_cart_saves" (
	"key_sha256" text PRIMARY KEY NOT NULL,
	"guest_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_item_sizes" ADD CONSTRAINT "cart_item_sizes_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_image_item_id_image_items_id_fk" FOREIGN KEY ("image_item_id") REFERENCES "public"."image_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_cart_saves" ADD CONSTRAINT "guest_cart_saves_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_buyer_idx" ON "cart_items" USING btree ("buyer_kind","buyer_subject","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_uncropped_uq" ON "cart_items" USING btree ("buyer_kind","buyer_subject","image_item_id") WHERE "cart_items"."crop" IS NULL;