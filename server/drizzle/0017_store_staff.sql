CREATE TABLE "store_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"branch_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invite_token_hash" text,
	"invited_by" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"pin_hash" text,
	"pin_failures" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	CONSTRAINT "store_staff_store_email_unique" UNIQUE("store_id","email"),
	CONSTRAINT "store_staff_store_user_unique" UNIQUE("store_id","user_id"),
	CONSTRAINT "store_staff_email_lower_case" CHECK ("store_staff"."email" = lower("store_staff"."email")),
	CONSTRAINT "store_staff_role_valid" CHECK ("store_staff"."role" in ('manager', 'cashier')),
	CONSTRAINT "store_staff_status_valid" CHECK ("store_staff"."status" in ('invited', 'active'))
);
--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "store_staff" ADD CONSTRAINT "store_staff_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_staff" ADD CONSTRAINT "store_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_staff" ADD CONSTRAINT "store_staff_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_staff_user_id_idx" ON "store_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "store_staff_invite_token_hash_idx" ON "store_staff" USING btree ("invite_token_hash");--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_staff_id_store_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."store_staff"("id") ON DELETE set null ON UPDATE no action;