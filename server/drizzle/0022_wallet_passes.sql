CREATE SEQUENCE "public"."wallet_pass_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."wallet_pass_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "wallet_google_classes" (
	"reward_card_id" uuid PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_card_id" uuid NOT NULL,
	"authentication_token" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"content_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pending_change" bigint,
	"pending_since" timestamp with time zone,
	"notified_version" bigint DEFAULT 0 NOT NULL,
	"google_content_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_passes_customer_card_unique" UNIQUE("customer_card_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"device_library_identifier" text NOT NULL,
	"pass_id" uuid NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_registrations_device_library_identifier_pass_id_pk" PRIMARY KEY("device_library_identifier","pass_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_google_classes" ADD CONSTRAINT "wallet_google_classes_reward_card_id_reward_cards_id_fk" FOREIGN KEY ("reward_card_id") REFERENCES "public"."reward_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_customer_card_id_customer_cards_id_fk" FOREIGN KEY ("customer_card_id") REFERENCES "public"."customer_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_pass_id_wallet_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."wallet_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_passes_pending_idx" ON "wallet_passes" USING btree ("pending_change") WHERE "wallet_passes"."pending_change" is not null;--> statement-breakpoint
CREATE INDEX "wallet_passes_unnotified_idx" ON "wallet_passes" USING btree ("id") WHERE "wallet_passes"."version" > "wallet_passes"."notified_version";--> statement-breakpoint
CREATE INDEX "wallet_registrations_pass_id_idx" ON "wallet_registrations" USING btree ("pass_id");--> statement-breakpoint
-- Hand-written: a pass must be refreshed whenever anything it shows changes, whichever code path
-- changed it (the counter, the daily expiry sweep, a rotated code, an archived card, a hidden
-- store, a new brand colour). Each trigger marks the passes concerned in the same transaction;
-- the wallet's jobs refresh what is marked (docs/architecture.md, "Wallet passes").
CREATE FUNCTION "wallet_passes_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'customer_cards' THEN
    UPDATE "wallet_passes" SET "pending_change" = nextval('wallet_pass_changes'),
      "pending_since" = coalesce("pending_since", clock_timestamp())
    WHERE "customer_card_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'users' THEN
    UPDATE "wallet_passes" AS "wp" SET "pending_change" = nextval('wallet_pass_changes'),
      "pending_since" = coalesce("wp"."pending_since", clock_timestamp())
    FROM "customer_cards" AS "cc"
    WHERE "cc"."id" = "wp"."customer_card_id" AND "cc"."user_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'reward_cards' THEN
    UPDATE "wallet_passes" AS "wp" SET "pending_change" = nextval('wallet_pass_changes'),
      "pending_since" = coalesce("wp"."pending_since", clock_timestamp())
    FROM "customer_cards" AS "cc"
    WHERE "cc"."id" = "wp"."customer_card_id" AND "cc"."reward_card_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'stores' THEN
    UPDATE "wallet_passes" AS "wp" SET "pending_change" = nextval('wallet_pass_changes'),
      "pending_since" = coalesce("wp"."pending_since", clock_timestamp())
    FROM "customer_cards" AS "cc", "reward_cards" AS "rc"
    WHERE "cc"."id" = "wp"."customer_card_id" AND "rc"."id" = "cc"."reward_card_id"
      AND "rc"."store_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'merchant_settings' THEN
    UPDATE "wallet_passes" AS "wp" SET "pending_change" = nextval('wallet_pass_changes'),
      "pending_since" = coalesce("wp"."pending_since", clock_timestamp())
    FROM "customer_cards" AS "cc", "reward_cards" AS "rc"
    WHERE "cc"."id" = "wp"."customer_card_id" AND "rc"."id" = "cc"."reward_card_id"
      AND "rc"."merchant_id" = NEW."merchant_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "customer_cards_wallet_passes" AFTER UPDATE ON "customer_cards" FOR EACH ROW
  WHEN (OLD."stamps" IS DISTINCT FROM NEW."stamps"
    OR OLD."rewards_redeemed" IS DISTINCT FROM NEW."rewards_redeemed"
    OR OLD."reward_ready_at" IS DISTINCT FROM NEW."reward_ready_at"
    OR OLD."last_activity_at" IS DISTINCT FROM NEW."last_activity_at")
  EXECUTE FUNCTION "wallet_passes_mark"();--> statement-breakpoint
CREATE TRIGGER "users_wallet_passes" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."qr_code" IS DISTINCT FROM NEW."qr_code"
    OR OLD."short_code" IS DISTINCT FROM NEW."short_code"
    OR OLD."first_name" IS DISTINCT FROM NEW."first_name")
  EXECUTE FUNCTION "wallet_passes_mark"();--> statement-breakpoint
CREATE TRIGGER "reward_cards_wallet_passes" AFTER UPDATE ON "reward_cards" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "wallet_passes_mark"();--> statement-breakpoint
CREATE TRIGGER "stores_wallet_passes" AFTER UPDATE ON "stores" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name"
    OR OLD."avatar_url" IS DISTINCT FROM NEW."avatar_url"
    OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."reward_expiry_days" IS DISTINCT FROM NEW."reward_expiry_days"
    OR OLD."stamp_expiry_months" IS DISTINCT FROM NEW."stamp_expiry_months")
  EXECUTE FUNCTION "wallet_passes_mark"();--> statement-breakpoint
CREATE TRIGGER "merchant_settings_wallet_passes" AFTER INSERT OR UPDATE ON "merchant_settings"
  FOR EACH ROW EXECUTE FUNCTION "wallet_passes_mark"();
