-- Sessions end with their person (issue 25 item 9): however a member or a guest row is
-- deleted (a support request, a script, a cascade), their sessions are revoked in the same
-- transaction, and the auth guard's per-request check refuses their tokens on every process.
CREATE FUNCTION "auth_sessions_revoke_deleted_subject"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_sessions" SET "revoked_at" = now(), "revoked_reason" = 'deleted'
    WHERE "kind" = TG_ARGV[0] AND "subject_id" = OLD."id"::text AND "revoked_at" IS NULL;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "members_revoke_sessions" AFTER DELETE ON "members"
  FOR EACH ROW EXECUTE FUNCTION "auth_sessions_revoke_deleted_subject"('member');--> statement-breakpoint
CREATE TRIGGER "guests_revoke_sessions" AFTER DELETE ON "guests"
  FOR EACH ROW EXECUTE FUNCTION "auth_sessions_revoke_deleted_subject"('guest');
