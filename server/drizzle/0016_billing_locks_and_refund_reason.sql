CREATE TABLE "billing_locks" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"token" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_locks_operation_valid" CHECK ("billing_locks"."operation" in ('subscribe', 'plan_change', 'cancel', 'reactivate', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "billing_locks" ADD CONSTRAINT "billing_locks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: subscriptions refunded before the reason was kept take the reason of their
-- refunds, so a merchant who had the money-back guarantee is not offered it again.
UPDATE "subscriptions" SET "refund_reason" = (
	SELECT "reason" FROM "payment_refunds"
	WHERE "payment_refunds"."subscription_id" = "subscriptions"."id"
	ORDER BY "payment_refunds"."created_at" LIMIT 1
) WHERE "refunded_at" IS NOT NULL;
