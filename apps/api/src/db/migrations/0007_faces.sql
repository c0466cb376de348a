CREATE TABLE "child_face_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"image_item_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"verdict" text NOT NULL,
	"descriptor" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_face_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"box_x" real NOT NULL,
	"box_y" real NOT NULL,
	"box_width" real NOT NULL,
	"box_height" real NOT NULL,
	"score" real NOT NULL,
	"descriptor" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_face_index" (
	"image_item_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"face_count" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"indexed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photo_faces" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_item_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"box_x" real NOT NULL,
	"box_y" real NOT NULL,
	"box_width" real NOT NULL,
	"box_height" real NOT NULL,
	"score" real NOT NULL,
	"face_size" integer NOT NULL,
	"descriptor" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "face_index_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "face_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "child_face_feedback" ADD CONSTRAINT "child_face_feedback_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_face_feedback" ADD CONSTRAINT "child_face_feedback_image_item_id_image_items_id_fk" FOREIGN KEY ("image_item_id") REFERENCES "public"."image_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_face_feedback" ADD CONSTRAINT "child_face_feedback_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_face_images" ADD CONSTRAINT "child_face_images_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_face_images" ADD CONSTRAINT "child_face_images_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_face_index" ADD CONSTRAINT "photo_face_index_image_item_id_image_items_id_fk" FOREIGN KEY ("image_item_id") REFERENCES "public"."image_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_face_index" ADD CONSTRAINT "photo_face_index_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_faces" ADD CONSTRAINT "photo_faces_image_item_id_image_items_id_fk" FOREIGN KEY ("image_item_id") REFERENCES "public"."image_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_faces" ADD CONSTRAINT "photo_faces_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_faces" ADD CONSTRAINT "photo_faces_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "child_face_feedback_uq" ON "child_face_feedback" USING btree ("child_id","image_item_id");--> statement-breakpoint
CREATE INDEX "child_face_images_child_idx" ON "child_face_images" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "photo_face_index_event_idx" ON "photo_face_index" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "photo_faces_event_idx" ON "photo_faces" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "photo_faces_item_idx" ON "photo_faces" USING btree ("image_item_id");