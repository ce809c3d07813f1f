-- Issue 30: the image library, rich menus and the follow settings get keys of their own (spec §6
-- names none). As in 0013, an owner's role gets them, so nothing an owner could do is taken away;
-- other roles get none.
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT unnest("permissions" || ARRAY['MEDIA_WRITE','RICHMENU_WRITE','FOLLOW_WRITE']::text[])
  ORDER BY 1
)
WHERE "id" IN (SELECT "role_id" FROM "users" WHERE "is_owner");
