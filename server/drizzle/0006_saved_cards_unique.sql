ALTER TABLE "payment_methods" ADD COLUMN "fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_same_card_unique" ON "payment_methods" USING btree ("merchant_id","provider","fingerprint","exp_month","exp_year");--> statement-breakpoint
-- Rows saved before this migration could hold several defaults (parallel saves) or none (the
-- default removed): keep the newest default, or make the newest card the default.
UPDATE "payment_methods" AS pm SET "is_default" = false
WHERE pm."is_default" AND EXISTS (
  SELECT 1 FROM "payment_methods" AS newer
  WHERE newer."merchant_id" = pm."merchant_id" AND newer."is_default"
    AND (newer."created_at", newer."id") > (pm."created_at", pm."id")
);--> statement-breakpoint
UPDATE "payment_methods" AS pm SET "is_default" = true
WHERE NOT EXISTS (
  SELECT 1 FROM "payment_methods" AS other WHERE other."merchant_id" = pm."merchant_id" AND other."is_default"
) AND NOT EXISTS (
  SELECT 1 FROM "payment_methods" AS newer
  WHERE newer."merchant_id" = pm."merchant_id" AND (newer."created_at", newer."id") > (pm."created_at", pm."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_unique" ON "payment_methods" USING btree ("merchant_id") WHERE "payment_methods"."is_default";