ALTER TABLE "salons" ADD COLUMN "reservations_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- One statement-level trigger per table and operation (a trigger with transition tables takes a
-- single event): a bulk insert of 10,000 reservations raises the salon's number once, not 10,000 times.
CREATE FUNCTION "salon_reservations_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'salon_reservation_requests' THEN
    IF TG_OP = 'DELETE' THEN
      UPDATE "salons" SET "reservations_version" = "reservations_version" + 1
        WHERE "id" IN (SELECT r."salon_id" FROM "salon_reservations" r WHERE r."id" IN (SELECT "reservation_id" FROM old_rows));
    ELSE
      UPDATE "salons" SET "reservations_version" = "reservations_version" + 1
        WHERE "id" IN (SELECT r."salon_id" FROM "salon_reservations" r WHERE r."id" IN (SELECT "reservation_id" FROM new_rows));
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "salons" SET "reservations_version" = "reservations_version" + 1
      WHERE "id" IN (SELECT "salon_id" FROM old_rows);
  ELSE
    UPDATE "salons" SET "reservations_version" = "reservations_version" + 1
      WHERE "id" IN (SELECT "salon_id" FROM new_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "salon_reservations_version_insert" AFTER INSERT ON "salon_reservations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_reservations_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_reservations_version_update" AFTER UPDATE ON "salon_reservations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_reservations_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_reservations_version_delete" AFTER DELETE ON "salon_reservations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_reservations_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_reservation_requests_version_insert" AFTER INSERT ON "salon_reservation_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_reservations_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_reservation_requests_version_update" AFTER UPDATE ON "salon_reservation_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_reservations_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_reservation_requests_version_delete" AFTER DELETE ON "salon_reservation_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_reservations_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_resources_version_insert" AFTER INSERT ON "salon_resources" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_reservations_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_resources_version_update" AFTER UPDATE ON "salon_resources" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_reservations_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "salon_resources_version_delete" AFTER DELETE ON "salon_resources" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "salon_reservations_version_bump"();
