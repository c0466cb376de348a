-- Every database starts with the system constants of spec §3 so the constants endpoints
-- always answer; operators change the values later (they are never overwritten here).
INSERT INTO "system_constants" ("key", "value") VALUES
  ('uri', '{"home": "/", "password_reminder": "/login/password-reminder"}'::jsonb),
  ('shipping_fee', '{"print_standard_in_tax": 300, "print_large_in_tax": 500}'::jsonb),
  ('css', '{"--color-primary": "#e4572e", "--color-accent": "#2e86ab", "--radius": "12px"}'::jsonb)
ON CONFLICT ("key") DO NOTHING;
