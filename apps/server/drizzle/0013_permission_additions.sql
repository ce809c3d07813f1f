-- Issue 26: writes that spec §6 names no key for get keys of their own. An owner's role held every
-- key so far; it gets the new ones, so nothing an owner could do is taken away. Other roles (the
-- demo's read-only staff) get none: a write they could make before now needs its key.
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT unnest("permissions" || ARRAY['FRIEND_VAR_WRITE','FRIEND_WRITE','SEGMENT_WRITE','JOURNEY_WRITE','TRIGGER_WRITE']::text[])
  ORDER BY 1
)
WHERE "id" IN (SELECT "role_id" FROM "users" WHERE "is_owner");
