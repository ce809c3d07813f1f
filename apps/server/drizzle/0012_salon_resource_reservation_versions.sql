CREATE TABLE "salon_resource_reservation_versions" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "resources_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Raises the number of every resource a statement's reservations name (resource and
-- sub-resources, before and after), once per resource; DISTINCT because one INSERT … ON CONFLICT
-- may not touch a row twice, ORDER BY so that writers take the rows in one order.
CREATE FUNCTION "salon_resource_reservation_versions_raise"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "salon_resource_reservation_versions" ("resource_id", "version")
    SELECT DISTINCT id, 1 FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT ("resource_id") DO UPDATE
    SET "version" = "salon_resource_reservation_versions"."version" + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "salon_resource_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'salon_resources' THEN
    IF TG_OP = 'INSERT' THEN
      UPDATE "salons" SET "resources_version" = "resources_version" + 1
        WHERE "id" IN (SELECT "salon_id" FROM new_rows);
    ELSE
      UPDATE "salons" SET "resources_version" = "resources_version" + 1
        WHERE "id" IN (SELECT "salon_id" FROM old_rows);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'salon_reservation_requests' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg(x) INTO ids FROM (
        SELECT r."resource_id" AS x FROM "salon_reservations" r WHERE r."id" IN (SELECT "reservation_id" FROM old_rows)
        UNION SELECT unnest(r."sub_resource_ids") FROM "salon_reservations" r WHERE r."id" IN (SELECT "reservation_id" FROM old_rows)
      ) t;
    ELSE
      SELECT array_agg(x) INTO ids FROM (
        SELECT r."resource_id" AS x FROM "salon_reservations" r WHERE r."id" IN (SELECT "reservation_id" FROM new_rows)
        UNION SELECT unnest(r."sub_resource_ids") FROM "salon_reservations" r WHERE r."id" IN (SELECT "reservation_id" FROM new_rows)
      ) t;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(x) INTO ids FROM (
      SELECT "resource_id" AS x FROM new_rows UNION SELECT unnest("sub_resource_ids") FROM new_rows
    ) t;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(x) INTO ids FROM (
      SELECT "resource_id" AS x FROM old_rows UNION SELECT unnest("sub_resource_ids") FROM old_rows
    ) t;
  ELSE
    -- A reservation moved to another resource leaves the first one's list as well.
    SELECT array_agg(x) INTO ids FROM (
      SELECT "resource_id" AS x FROM old_rows UNION SELECT unnest("sub_resource_ids") FROM old_rows
      UNION SELECT "resource_id" FROM new_rows UNION SELECT unnest("sub_resource_ids") FROM new_rows
    ) t;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM "salon_resource_reservation_versions_raise"(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Named to sort after the salon_*_version_* triggers of 0007: a table's triggers fire in the
-- order of their names, so every writer locks its salon's row (the salon-wide number) before any
-- resource's row, and two writers of one salon wait for each other instead of deadlocking.
CREATE TRIGGER "salon_reservations_zz_resource_versions_insert" AFTER INSERT ON "salon_reservations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_resource_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_reservations_zz_resource_versions_update" AFTER UPDATE ON "salon_reservations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_resource_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_reservations_zz_resource_versions_delete" AFTER DELETE ON "salon_reservations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_resource_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_reservation_requests_zz_resource_versions_insert" AFTER INSERT ON "salon_reservation_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_resource_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_reservation_requests_zz_resource_versions_update" AFTER UPDATE ON "salon_reservation_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_resource_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_reservation_requests_zz_resource_versions_delete" AFTER DELETE ON "salon_reservation_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_resource_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_resources_zz_resource_versions_insert" AFTER INSERT ON "salon_resources" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_resource_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_resources_zz_resource_versions_update" AFTER UPDATE ON "salon_resources" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_resource_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_resources_zz_resource_versions_delete" AFTER DELETE ON "salon_resources" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_resource_versions_bump"();
