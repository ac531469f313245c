CREATE TABLE "store_listing_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_listing_version_one_row" CHECK ("store_listing_version"."id" = 1)
);
--> statement-breakpoint
-- Written by hand after the generated table (docs/performance.md, "Store listing search"): the row
-- starts at 0, and every change that can alter the public listing adds 1 to it. The triggers are
-- deferred to commit, so the new version becomes visible together with the change, and the row's
-- lock is taken last in any transaction, after every other lock (no deadlock between writers).
-- A new merchant has no store yet, and deleting one deletes its stores, which bump it themselves:
-- only a merchant's updates that the listing shows count.
INSERT INTO "store_listing_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_store_listing_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "store_listing_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stores_bump_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "stores" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_store_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "branches_bump_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "branches" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_store_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_bump_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_store_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "merchants_bump_listing_version" AFTER UPDATE OF "verification_status", "status", "logo_url" ON "merchants" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_store_listing_version"();
