CREATE TABLE "member_password_resets" (
	"key_sha256" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "device_sha256" text;--> statement-breakpoint
ALTER TABLE "member_password_resets" ADD CONSTRAINT "member_password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_password_resets_member_idx" ON "member_password_resets" USING btree ("member_id");--> statement-breakpoint
-- The product now has its own "forgot password" page (decision 031): installations that kept
-- the contact-form default send members there instead; a link an owner chose stays.
UPDATE "system_constants"
SET "value" = jsonb_set("value", '{password_reminder}', '"/password/forgot"'), "updated_at" = now()
WHERE "key" = 'uri' AND "value"->>'password_reminder' = '/guest/contact';
