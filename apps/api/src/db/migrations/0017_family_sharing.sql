CREATE TABLE "child_guardians" (
	"child_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_guardians_child_id_member_id_pk" PRIMARY KEY("child_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "child_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"inviter_member_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_sha256" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_invitations_token_sha256_unique" UNIQUE("token_sha256")
);
--> statement-breakpoint
CREATE TABLE "child_photo_alerts" (
	"child_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_photo_alerts_child_id_member_id_pk" PRIMARY KEY("child_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "child_photo_alerts_sent" (
	"child_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"image_item_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_photo_alerts_sent_child_id_member_id_image_item_id_pk" PRIMARY KEY("child_id","member_id","image_item_id")
);
--> statement-breakpoint
CREATE TABLE "photo_alert_batches" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_guardians" ADD CONSTRAINT "child_guardians_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_guardians" ADD CONSTRAINT "child_guardians_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_invitations" ADD CONSTRAINT "child_invitations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_invitations" ADD CONSTRAINT "child_invitations_inviter_member_id_members_id_fk" FOREIGN KEY ("inviter_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_invitations" ADD CONSTRAINT "child_invitations_accepted_by_members_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photo_alerts" ADD CONSTRAINT "child_photo_alerts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photo_alerts" ADD CONSTRAINT "child_photo_alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photo_alerts_sent" ADD CONSTRAINT "child_photo_alerts_sent_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photo_alerts_sent" ADD CONSTRAINT "child_photo_alerts_sent_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photo_alerts_sent" ADD CONSTRAINT "child_photo_alerts_sent_image_item_id_image_items_id_fk" FOREIGN KEY ("image_item_id") REFERENCES "public"."image_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photo_alerts_sent" ADD CONSTRAINT "child_photo_alerts_sent_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_alert_batches" ADD CONSTRAINT "photo_alert_batches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_guardians_member_idx" ON "child_guardians" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "child_invitations_child_idx" ON "child_invitations" USING btree ("child_id","created_at");