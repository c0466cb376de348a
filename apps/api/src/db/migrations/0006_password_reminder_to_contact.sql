-- There is no password-reminder screen yet: the link goes to the inquiry form (the guest one: it needs no sign-in), where support
-- helps a member who forgot their password. Only the untouched default is changed.
UPDATE "system_constants"
SET "value" = jsonb_set("value", '{password_reminder}', '"/guest/contact"'), "updated_at" = now()
WHERE "key" = 'uri' AND "value"->>'password_reminder' = '/login/password-reminder';
