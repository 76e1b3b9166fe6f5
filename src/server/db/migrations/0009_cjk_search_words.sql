-- Chinese and Japanese characters become one word each in search_vector (README, decision 15).
-- Dropping the column drops items_search_idx with it: built again below.
ALTER TABLE "items" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', regexp_replace(coalesce(title, ''), '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f])', ' \1 ', 'g')), 'A') || setweight(to_tsvector('english', regexp_replace(coalesce(description, ''), '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f])', ' \1 ', 'g')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_vector");
