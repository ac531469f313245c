CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address_line" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"latitude" double precision,
	"longitude" double precision,
	"opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "branches_status_valid" CHECK ("branches"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_name" text GENERATED ALWAYS AS (translate(lower("stores"."name"), 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūçñýÿ', 'aaaaaaaeeeeeiiiiioooooouuuuucnyy')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower("stores"."name" || ' ' || "stores"."description" || ' ' || "stores"."city"), 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūçñýÿ', 'aaaaaaaeeeeeiiiiioooooouuuuucnyy')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_store_id_idx" ON "branches" USING btree ("store_id");