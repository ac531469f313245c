ALTER TABLE "users" ADD COLUMN "short_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_findable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_findable_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone_findable";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_short_code_unique" UNIQUE("short_code");--> statement-breakpoint
-- Written by hand: every account made before short codes gets one (docs/product.md, "Finding a
-- customer"): 8 characters of Crockford base32, each drawn from a byte of gen_random_uuid() (a
-- strong random source; bytes 6 and 8 are skipped, they carry the UUID's version and variant, and
-- 256 is a multiple of 32, so every character is equally likely). A code without a letter (it
-- could be a phone number) and a rare collision draw again.
-- Then the column is NOT NULL: registration and the QR rotation always write it.
DO $$
DECLARE
	account_id uuid;
	drawn text;
BEGIN
	FOR account_id IN SELECT "id" FROM "users" WHERE "short_code" IS NULL LOOP
		LOOP
			SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + get_byte(bytes, position) % 32, 1), '' ORDER BY position)
				INTO drawn
				FROM (SELECT uuid_send(gen_random_uuid()) AS bytes) AS random_uuid,
					unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10]) AS position;
			CONTINUE WHEN drawn !~ '[A-Z]';
			BEGIN
				UPDATE "users" SET "short_code" = drawn WHERE "id" = account_id;
				EXIT;
			EXCEPTION WHEN unique_violation THEN
				-- Taken already: draw again.
			END;
		END LOOP;
	END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "short_code" SET NOT NULL;
