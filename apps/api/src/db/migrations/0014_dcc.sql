-- The DCC offer a buyer accepted (docs/decisions/013): amount, currency and rate charged to the card.
ALTER TABLE "orders" ADD COLUMN "dcc" jsonb;