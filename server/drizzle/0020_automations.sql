CREATE TABLE "card_expiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stamps" integer NOT NULL,
	"expired_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_expiries_card_kind_at_unique" UNIQUE("customer_card_id","kind","expired_at"),
	CONSTRAINT "card_expiries_kind_valid" CHECK ("card_expiries"."kind" in ('stamps', 'rewards')),
	CONSTRAINT "card_expiries_stamps_positive" CHECK ("card_expiries"."stamps" > 0)
);
--> statement-breakpoint
CREATE TABLE "automation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"automation_id" uuid,
	"broadcast_id" uuid,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"holdout" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"skipped_reason" text,
	"email_status" text,
	"push_status" text,
	"offer_kind" text,
	"offer_stamps" integer,
	"offer_valid_until" timestamp with time zone,
	"offer_used_at" timestamp with time zone,
	"offer_interaction_id" uuid,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"content" jsonb,
	CONSTRAINT "automation_messages_one_source" CHECK (("automation_messages"."automation_id" is null) <> ("automation_messages"."broadcast_id" is null)),
	CONSTRAINT "automation_messages_status_valid" CHECK ("automation_messages"."status" in ('queued', 'sent', 'skipped', 'held_out'))
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"store_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"chosen" integer,
	CONSTRAINT "automation_runs_store_id_local_date_pk" PRIMARY KEY("store_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"offer_kind" text DEFAULT 'bonus_stamps' NOT NULL,
	"offer_stamps" integer DEFAULT 1 NOT NULL,
	"offer_valid_days" integer DEFAULT 30 NOT NULL,
	"days_before" integer DEFAULT 7 NOT NULL,
	"idle_days" integer DEFAULT 14 NOT NULL,
	"holdout_percent" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automations_store_kind_unique" UNIQUE("store_id","kind"),
	CONSTRAINT "automations_kind_valid" CHECK ("automations"."kind" in ('win_back', 'birthday', 'near_reward', 'expiry_reminder')),
	CONSTRAINT "automations_offer_kind_valid" CHECK ("automations"."offer_kind" in ('none', 'bonus_stamps', 'reward')),
	CONSTRAINT "automations_offer_stamps_range" CHECK ("automations"."offer_stamps" between 1 and 10),
	CONSTRAINT "automations_offer_valid_days_range" CHECK ("automations"."offer_valid_days" between 1 and 365),
	CONSTRAINT "automations_days_before_range" CHECK ("automations"."days_before" between 0 and 30),
	CONSTRAINT "automations_idle_days_range" CHECK ("automations"."idle_days" between 1 and 365),
	CONSTRAINT "automations_holdout_range" CHECK ("automations"."holdout_percent" between 5 and 50)
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"segment" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"offer_kind" text DEFAULT 'bonus_stamps' NOT NULL,
	"offer_stamps" integer DEFAULT 1 NOT NULL,
	"offer_valid_days" integer DEFAULT 30 NOT NULL,
	"holdout_percent" integer DEFAULT 10 NOT NULL,
	"recipients" integer NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcasts_segment_valid" CHECK ("broadcasts"."segment" in ('everyone', 'lapsed', 'near_reward', 'top_visitors')),
	CONSTRAINT "broadcasts_offer_kind_valid" CHECK ("broadcasts"."offer_kind" in ('none', 'bonus_stamps', 'reward')),
	CONSTRAINT "broadcasts_offer_stamps_range" CHECK ("broadcasts"."offer_stamps" between 1 and 10),
	CONSTRAINT "broadcasts_offer_valid_days_range" CHECK ("broadcasts"."offer_valid_days" between 1 and 365),
	CONSTRAINT "broadcasts_holdout_range" CHECK ("broadcasts"."holdout_percent" between 5 and 50)
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"user_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_preferences_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interactions" DROP CONSTRAINT "interactions_count_valid";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "reward_expiry_days" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "stamp_expiry_months" integer;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD COLUMN "reward_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "bonus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_expiries" ADD CONSTRAINT "card_expiries_customer_card_id_customer_cards_id_fk" FOREIGN KEY ("customer_card_id") REFERENCES "public"."customer_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_messages" ADD CONSTRAINT "automation_messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_messages" ADD CONSTRAINT "automation_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_messages" ADD CONSTRAINT "automation_messages_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_messages" ADD CONSTRAINT "automation_messages_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_messages" ADD CONSTRAINT "automation_messages_offer_interaction_id_interactions_id_fk" FOREIGN KEY ("offer_interaction_id") REFERENCES "public"."interactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_messages_automation_user_period_unique" ON "automation_messages" USING btree ("automation_id","user_id","period") WHERE "automation_messages"."automation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_messages_broadcast_user_unique" ON "automation_messages" USING btree ("broadcast_id","user_id") WHERE "automation_messages"."broadcast_id" is not null;--> statement-breakpoint
CREATE INDEX "automation_messages_store_created_idx" ON "automation_messages" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "automation_messages_user_sent_idx" ON "automation_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "automation_messages_open_offers_idx" ON "automation_messages" USING btree ("user_id","store_id") WHERE "automation_messages"."offer_stamps" is not null and "automation_messages"."offer_used_at" is null;--> statement-breakpoint
CREATE INDEX "broadcasts_store_created_idx" ON "broadcasts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_reward_expiry_days_range" CHECK ("stores"."reward_expiry_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_stamp_expiry_months_range" CHECK ("stores"."stamp_expiry_months" between 1 and 60);--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_bonus_valid" CHECK ("interactions"."bonus" between 0 and "interactions"."count");--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_count_valid" CHECK ("interactions"."count" between 1 and 1000);