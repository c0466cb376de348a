-- The product's standard FAQ (apps/api/src/seed/faq) is kept in step at every start by key;
-- rows without a key are a site's own entries and are never touched.
ALTER TABLE "faqs" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_key_unique" UNIQUE("key");--> statement-breakpoint
-- The four entries the demo seed wrote before the standard FAQ existed become the standard
-- entries that replace them (matched by their exact Japanese and English titles), so an
-- existing installation gets their new answers instead of keeping duplicates beside them.
UPDATE "faqs" SET "key" = v.key
FROM (VALUES
  ('payment-methods', '支払い方法は何がありますか？', 'Which payment methods can I use?'),
  ('purchase-fee-discount', '販売期間を過ぎても購入できますか？', 'Can I buy after the sales period?'),
  ('face-privacy', '顔写真はどのように使われますか？', 'How are face images used?'),
  ('guest-how', 'ゲストでも購入できますか？', 'Can I buy as a guest?')
) AS v(key, ja, en)
WHERE "faqs"."id" = (
  -- one row per key even if an installation holds the old entry twice (the key is unique)
  SELECT min(f."id") FROM "faqs" f
  WHERE f."key" IS NULL AND f."title"->>'ja' = v.ja AND f."title"->>'en-US' = v.en
);
