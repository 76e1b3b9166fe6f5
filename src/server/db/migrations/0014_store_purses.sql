ALTER TABLE "card_disputes" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "store_id" integer;--> statement-breakpoint
CREATE INDEX "ledger_entries_store_idx" ON "ledger_entries" USING btree ("account","store_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_store_idx" ON "ledger_transactions" USING btree ("store_id","create_time");--> statement-breakpoint
-- Money already booked for a store's orders moves to the store's purse (fee settlements, which name no order, stay where they were).
UPDATE "ledger_transactions" lt SET "store_id" = o."store_id" FROM "orders" o WHERE lt."order_id" = o."id" AND o."store_id" IS NOT NULL;--> statement-breakpoint
UPDATE "ledger_entries" e SET "store_id" = lt."store_id" FROM "ledger_transactions" lt WHERE e."tx_id" = lt."id" AND lt."store_id" IS NOT NULL AND e."account" LIKE 'seller%';--> statement-breakpoint
UPDATE "card_disputes" d SET "store_id" = o."store_id" FROM "orders" o WHERE d."order_id" = o."id" AND o."store_id" IS NOT NULL;
