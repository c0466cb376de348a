CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"full_name" text NOT NULL,
	"full_name_kana" text DEFAULT '' NOT NULL,
	"zip_code" text NOT NULL,
	"prefecture_id" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"address3" text DEFAULT '' NOT NULL,
	"tel" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_addresses_slot_range" CHECK ("member_addresses"."slot" BETWEEN 0 AND 10),
	CONSTRAINT "member_addresses_home_not_default" CHECK ("member_addresses"."slot" > 0 OR NOT "member_addresses"."is_default"),
	CONSTRAINT "member_addresses_zip" CHECK ("member_addresses"."zip_code" ~ '^[0-9]{7}$')
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "token_id_sha256" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "previous_token_id_sha256" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_slot_uq" ON "member_addresses" USING btree ("member_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_default_uq" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."is_default";