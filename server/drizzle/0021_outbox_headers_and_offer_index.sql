ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "automation_messages_offer_interaction_idx" ON "automation_messages" USING btree ("offer_interaction_id") WHERE "automation_messages"."offer_interaction_id" is not null;--> statement-breakpoint
-- Hand-written: cards that hold a ready reward already got it at their last visit, the latest it
-- can have been; a store's reward expiry (docs/product.md, "Expiry") counts from there.
UPDATE "customer_cards" AS "cc" SET "reward_ready_at" = "cc"."last_activity_at" FROM "reward_cards" AS "rc" WHERE "rc"."id" = "cc"."reward_card_id" AND "cc"."stamps" >= "rc"."stamps_required" AND "cc"."reward_ready_at" IS NULL;
