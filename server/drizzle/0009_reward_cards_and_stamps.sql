CREATE TABLE "merchant_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"brand_color" text,
	"default_stamps_required" integer DEFAULT 10 NOT NULL,
	"stamp_cooldown_minutes" integer DEFAULT 5 NOT NULL,
	"daily_stamp_limit_per_customer" integer DEFAULT 10 NOT NULL,
	"notify_on_redeem" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reward_card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stamps" integer DEFAULT 0 NOT NULL,
	"rewards_redeemed" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_cards_card_user_unique" UNIQUE("reward_card_id","user_id"),
	CONSTRAINT "customer_cards_counts_valid" CHECK ("customer_cards"."stamps" >= 0 and "customer_cards"."rewards_redeemed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"merchant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_merchant_id_key_pk" PRIMARY KEY("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"reward_card_id" uuid NOT NULL,
	"customer_card_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"staff_user_id" uuid,
	"branch_id" uuid,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	"undone_at" timestamp with time zone,
	"undoes_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interactions_kind_valid" CHECK ("interactions"."kind" in ('stamp', 'redeem', 'undo')),
	CONSTRAINT "interactions_count_valid" CHECK ("interactions"."count" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "reward_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stamps_required" integer NOT NULL,
	"reward_description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_cards_stamps_required_valid" CHECK ("reward_cards"."stamps_required" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD CONSTRAINT "merchant_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD CONSTRAINT "customer_cards_reward_card_id_reward_cards_id_fk" FOREIGN KEY ("reward_card_id") REFERENCES "public"."reward_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD CONSTRAINT "customer_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_reward_card_id_reward_cards_id_fk" FOREIGN KEY ("reward_card_id") REFERENCES "public"."reward_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_customer_card_id_customer_cards_id_fk" FOREIGN KEY ("customer_card_id") REFERENCES "public"."customer_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_cards" ADD CONSTRAINT "reward_cards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_cards" ADD CONSTRAINT "reward_cards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_cards_user_id_idx" ON "customer_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interactions_merchant_created_idx" ON "interactions" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "interactions_store_created_idx" ON "interactions" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "interactions_customer_store_created_idx" ON "interactions" USING btree ("customer_id","store_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_cards_store_id_idx" ON "reward_cards" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "reward_cards_merchant_id_idx" ON "reward_cards" USING btree ("merchant_id");