CREATE TABLE "keep_tallies" (
	"buyer_kind" text NOT NULL,
	"buyer_subject" text NOT NULL,
	"kept" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "keep_tallies_buyer_kind_buyer_subject_pk" PRIMARY KEY("buyer_kind","buyer_subject"),
	CONSTRAINT "keep_tallies_limit" CHECK ("keep_tallies"."kept" <= 500)
);
--> statement-breakpoint
CREATE TABLE "keeps" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_kind" text NOT NULL,
	"buyer_subject" text NOT NULL,
	"event_id" integer NOT NULL,
	"image_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "keeps" ADD CONSTRAINT "keeps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keeps" ADD CONSTRAINT "keeps_image_item_id_image_items_id_fk" FOREIGN KEY ("image_item_id") REFERENCES "public"."image_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keeps_buyer_event_idx" ON "keeps" USING btree ("buyer_kind","buyer_subject","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "keeps_buyer_item_uq" ON "keeps" USING btree ("buyer_kind","buyer_subject","image_item_id");