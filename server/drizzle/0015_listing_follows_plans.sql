-- Written by hand (docs/product.md, "Without an active plan"): the public listing shows only the
-- stores of merchants whose plan is in service, so a subscription that starts, ends or changes
-- its period or its cancel flag changes the listing, and raises its version at commit like a store
-- does (migration 0010). Every write path is covered this way: subscribing, cancelling, refunds,
-- a rejected request's refund, the provider's webhooks and plans settled after their period end.
-- A plan that ends by the clock alone writes nothing: the listing's answers are kept only until
-- the next such end (services/catalog/public-listing.ts).
CREATE CONSTRAINT TRIGGER "subscriptions_bump_listing_version" AFTER INSERT OR UPDATE OF "status", "cancel_at_period_end", "current_period_end" OR DELETE ON "subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_store_listing_version"();
