CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt_no" smallint NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_type_id" smallint NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"provider_charge_id" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_merchant_reference_unique" UNIQUE("merchant_reference")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_order_uq" ON "payment_attempts" USING btree ("order_id","attempt_no");--> statement-breakpoint
CREATE INDEX "payment_attempts_state_idx" ON "payment_attempts" USING btree ("state","updated_at");--> statement-breakpoint
-- Orders of one cart left waiting side by side by the old code (no checkout lock) would stop
-- the lock's index: all but the newest are given up as the order sweep would give them up
-- (a charge they hold still makes them paid through the sweep's late-charge look-up).
UPDATE "orders" SET "status" = 'failed', "failure_code" = 'payment_abandoned', "failure_message" = 'superseded by a newer checkout of the same cart (migration 0012)', "updated_at" = now() WHERE "status" = 'pending_payment' AND "id" NOT IN (SELECT max("id") FROM "orders" WHERE "status" = 'pending_payment' GROUP BY "buyer_kind", "buyer_subject", "event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_checkout_uq" ON "orders" USING btree ("buyer_kind","buyer_subject","event_id") WHERE "orders"."status" in ('pending_payment', 'payment_confirming');