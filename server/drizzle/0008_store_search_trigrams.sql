-- Custom migration (drizzle-kit cannot write an extension or an operator class on a generated
-- column): trigram indexes for the store listing's search, `search_text LIKE '%term%'` and
-- `search_name LIKE '%term%'` (docs/api.md, "Store listing"). PGlite loads pg_trgm in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stores_search_text_trgm_idx" ON "stores" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stores_search_name_trgm_idx" ON "stores" USING gin ("search_name" gin_trgm_ops);
