CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone
);
--> statement-breakpoint
-- Hand-written: counters need no crash safety (a crash only resets the limits), and an
-- unlogged table skips the WAL flush that every counted attempt would otherwise wait for.
ALTER TABLE "rate_limit_buckets" SET UNLOGGED;
