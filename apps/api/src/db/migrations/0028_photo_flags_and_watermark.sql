ALTER TABLE "image_items" ADD COLUMN "watermark_text" text;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "sharpness" real;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "blurred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "eyes_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "flags_kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "image_items" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "watermark_rerender_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Photos processed before this migration carry their organisation's current watermark: a later change re-renders them.
UPDATE "image_items" SET "watermark_text" = o."watermark_text" FROM "events" e JOIN "organizations" o ON o."id" = e."organization_id" WHERE e."id" = "image_items"."event_id" AND "image_items"."status" = 'ready';
