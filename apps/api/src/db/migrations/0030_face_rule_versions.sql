CREATE TABLE "event_face_rules" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"rule_version" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_face_feedback" ADD COLUMN "rule_version" text;--> statement-breakpoint
ALTER TABLE "child_photo_alerts_sent" ADD COLUMN "rule_version" text;--> statement-breakpoint
ALTER TABLE "event_face_rules" ADD CONSTRAINT "event_face_rules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;