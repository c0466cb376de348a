CREATE TABLE "camera_clock_offsets" (
	"event_id" integer NOT NULL,
	"camera" text NOT NULL,
	"offset_seconds" integer NOT NULL,
	"reference_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camera_clock_offsets_event_id_camera_pk" PRIMARY KEY("event_id","camera")
);
--> statement-breakpoint
CREATE TABLE "programme_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_tray" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "camera" text;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "auto_sorted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "time_zone" text DEFAULT 'Asia/Tokyo' NOT NULL;--> statement-breakpoint
ALTER TABLE "camera_clock_offsets" ADD CONSTRAINT "camera_clock_offsets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_clock_offsets" ADD CONSTRAINT "camera_clock_offsets_reference_item_id_image_items_id_fk" FOREIGN KEY ("reference_item_id") REFERENCES "public"."image_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_slots" ADD CONSTRAINT "programme_slots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_slots" ADD CONSTRAINT "programme_slots_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;